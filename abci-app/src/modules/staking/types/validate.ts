import type { Coin as ProtoCoin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import type { CommissionRates, Description } from "cosmjs-types/cosmos/staking/v1beta1/staking";
import type { AddressCodec } from "../../../types/address";
import { DEC_ONE, isValidDenom } from "../../../types/coins";
import { ErrInvalidAddress, ErrInvalidRequest } from "../../../types/sdk-errors";
import { ErrCommissionChangeRateGTMaxRate, ErrCommissionChangeRateNegative, ErrCommissionGTMaxRate, ErrCommissionHuge, ErrCommissionNegative } from "../errors";

const MAX_DEC_SCALED = (1n << 256n) * DEC_ONE;
const MAX_INT = (1n << 256n) - 1n;

/** A Dec as its wire text holds it (value × 10^18, possibly negative); what a Go node could not unmarshal is refused. */
export function decOfWire(text: string, what: string): bigint {
  if (!/^-?[0-9]{1,100}$/.test(text)) throw ErrInvalidRequest.wrap(`invalid ${what}: ${JSON.stringify(text.slice(0, 100))}`);
  const value = BigInt(text);
  if (value >= MAX_DEC_SCALED || value <= -MAX_DEC_SCALED) throw ErrInvalidRequest.wrap(`invalid ${what}: out of range`);
  return value;
}

/** An Int as text (a coin amount, a minimum self-delegation); what a Go node could not unmarshal is refused. */
export function intOfText(text: string, what: string): bigint {
  if (!/^-?[0-9]{1,80}$/.test(text)) throw ErrInvalidRequest.wrap(`invalid ${what}: ${JSON.stringify(text.slice(0, 100))}`);
  const value = BigInt(text);
  if (value > MAX_INT || value < -MAX_INT) throw ErrInvalidRequest.wrap(`invalid ${what}: out of range`);
  return value;
}

/** A coin that is valid and positive, or ErrInvalidRequest with `problem` ("invalid delegation amount"). */
export function positiveCoin(coin: ProtoCoin | undefined, problem: string): { denom: string; amount: bigint } {
  if (coin === undefined || !isValidDenom(coin.denom) || !/^[0-9]{1,80}$/.test(coin.amount)) throw ErrInvalidRequest.wrap(problem);
  const amount = BigInt(coin.amount);
  if (amount <= 0n || amount > MAX_INT) throw ErrInvalidRequest.wrap(problem);
  return { denom: coin.denom, amount };
}

export function accountAddress(codec: AddressCodec, text: string, what: string): Uint8Array {
  try {
    return codec.decode(text, what);
  } catch (err) {
    throw ErrInvalidAddress.wrap(`invalid ${what}: ${(err as Error).message}`);
  }
}

/** The SDK's `CommissionRates.Validate`, in its order. */
export function validateCommissionRates(rates: CommissionRates): { rate: bigint; maxRate: bigint; maxChangeRate: bigint } {
  const rate = decOfWire(rates.rate, "commission rate");
  const maxRate = decOfWire(rates.maxRate, "commission max rate");
  const maxChangeRate = decOfWire(rates.maxChangeRate, "commission max change rate");
  if (maxRate < 0n) throw ErrCommissionNegative.error();
  if (maxRate > DEC_ONE) throw ErrCommissionHuge.error();
  if (rate < 0n) throw ErrCommissionNegative.error();
  if (rate > maxRate) throw ErrCommissionGTMaxRate.error();
  if (maxChangeRate < 0n) throw ErrCommissionChangeRateNegative.error();
  if (maxChangeRate > maxRate) throw ErrCommissionChangeRateGTMaxRate.error();
  return { rate, maxRate, maxChangeRate };
}

export function isEmptyDescription(d: Description | undefined): boolean {
  return d === undefined || (d.moniker === "" && d.identity === "" && d.website === "" && d.securityContact === "" && d.details === "");
}

export function isEmptyCommission(c: CommissionRates | undefined): boolean {
  return c === undefined || (c.rate === "" && c.maxRate === "" && c.maxChangeRate === "") || (c.rate === "0" && c.maxRate === "0" && c.maxChangeRate === "0");
}

/** Field lengths in bytes (the SDK's `Description.EnsureLength`). */
const DESCRIPTION_LIMITS: readonly [keyof Description, string, number][] = [
  ["moniker", "moniker", 70],
  ["identity", "identity", 3000],
  ["website", "website", 140],
  ["securityContact", "security contact", 140],
  ["details", "details", 280],
];

export function ensureDescriptionLength(d: Description): Description {
  for (const [field, name, max] of DESCRIPTION_LIMITS) {
    const length = Buffer.byteLength(d[field]);
    if (length > max) throw ErrInvalidRequest.wrap(`invalid ${name} length; got: ${length}, max: ${max}`);
  }
  return d;
}

/** The marker that keeps a description field as it is in MsgEditValidator. */
export const DO_NOT_MODIFY = "[do-not-modify]";

export function updateDescription(current: Description, update: Description): Description {
  const pick = (field: keyof Description) => (update[field] === DO_NOT_MODIFY ? current[field] : update[field]);
  return ensureDescriptionLength({
    moniker: pick("moniker"),
    identity: pick("identity"),
    website: pick("website"),
    securityContact: pick("securityContact"),
    details: pick("details"),
  });
}
