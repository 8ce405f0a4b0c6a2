import type { GenesisState } from "cosmjs-types/cosmos/bank/v1beta1/genesis";
import type { AddressCodec } from "../../../types/address";
import { addCoins, coinsFromProto, formatCoins, validateCoins, type Coin } from "../../../types/coins";
import { uhidMetadata, validateMetadata } from "./metadata";
import { defaultBankParams, validateBankParams, validateSendEnabledList } from "./params";

/** x/bank genesis (`cosmos.bank.v1beta1.GenesisState`): params, balances, supply, denom metadata, send-enabled flags. */
export type BankGenesisState = GenesisState;

/** Default params, nothing held, and the metadata of the native token uhid. */
export function defaultBankGenesis(): BankGenesisState {
  return { params: defaultBankParams(), balances: [], supply: [], denomMetadata: [uhidMetadata()], sendEnabled: [] };
}

/**
 * Stateless checks: send-enabled flags in one place only and no denom twice; each balance at a valid address
 * (no address twice) holding valid, sorted, positive coins; metadata valid, no base denom twice; a given
 * supply equal to the sum of the balances. Returns that sum. Throws an Error naming the offending entry.
 */
export function validateBankGenesis(genesis: BankGenesisState, codec: AddressCodec): Coin[] {
  if (genesis.params.sendEnabled.length > 0 && genesis.sendEnabled.length > 0) {
    throw new Error("bank genesis: send_enabled defined in both the send_enabled field and in params (deprecated)");
  }
  validateBankParams(genesis.params);
  validateSendEnabledList(genesis.sendEnabled, "bank genesis send_enabled");

  const seenAddresses = new Set<string>();
  let total: Coin[] = [];
  genesis.balances.forEach((balance, i) => {
    const where = `bank genesis balance ${i} (${balance.address})`;
    let key: string;
    let coins: Coin[];
    try {
      key = Buffer.from(codec.decode(balance.address)).toString("hex");
      coins = coinsFromProto(balance.coins);
      validateCoins(coins);
    } catch (err) {
      throw new Error(`${where}: ${(err as Error).message}`);
    }
    if (seenAddresses.has(key)) throw new Error(`${where}: duplicate balance for address ${balance.address}`);
    seenAddresses.add(key);
    total = addCoins(total, coins);
  });

  const seenMetadata = new Set<string>();
  for (const metadata of genesis.denomMetadata) {
    if (seenMetadata.has(metadata.base)) throw new Error(`bank genesis: duplicate denom metadata for ${metadata.base}`);
    validateMetadata(metadata);
    seenMetadata.add(metadata.base);
  }

  if (genesis.supply.length > 0) validateSupply(genesis.supply, total);
  return total;
}

function validateSupply(given: GenesisState["supply"], total: readonly Coin[]): void {
  let supply: Coin[];
  try {
    supply = coinsFromProto(given);
    validateCoins(supply);
  } catch (err) {
    throw new Error(`bank genesis supply: ${(err as Error).message}`);
  }
  if (formatCoins(supply) !== formatCoins(total)) {
    throw new Error(`bank genesis supply is incorrect: given ${formatCoins(supply)}, the balances sum to ${formatCoins(total)}`);
  }
}
