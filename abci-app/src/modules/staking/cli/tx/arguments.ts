import type { Command } from "commander";
import type { Coin as ProtoCoin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import { homeBech32Prefix } from "../../../../cli-kit/genesis/file";
import { AddressCodec } from "../../../../types/address";
import { parseCoins, parseDec } from "../../../../types/coins";
import { globalOptions } from "../../../../../../lib/cli-kit/options";

/** A validator operator address argument, checked against the chain's prefix (`<prefix>valoper1…`). */
export function operatorArgument(cmd: Command, text: string, what = "validator address"): string {
  new AddressCodec(homeBech32Prefix(globalOptions(cmd).home)).validators.decode(text, what);
  return text.toLowerCase();
}

/** The operator address of an account address: the same bytes under `<prefix>valoper`. */
export function operatorOf(cmd: Command, account: string): string {
  const codec = new AddressCodec(homeBech32Prefix(globalOptions(cmd).home));
  return codec.validators.encode(codec.decode(account, "--from address"));
}

/** One coin, e.g. 1000000uhid. */
export function coinArgument(text: string, what = "amount"): ProtoCoin {
  let coins;
  try {
    coins = parseCoins(text);
  } catch (err) {
    throw new Error(`invalid ${what} ${JSON.stringify(text)}: ${(err as Error).message}`);
  }
  if (coins.length !== 1 || coins[0]!.amount === 0n)
    throw new Error(`invalid ${what} ${JSON.stringify(text)}: expected one positive coin, such as 1000000uhid`);
  return { denom: coins[0]!.denom, amount: coins[0]!.amount.toString() };
}

/** A decimal such as 0.1, as the wire text of an sdk.Dec (value × 10^18). */
export function decArgument(text: string, what: string): string {
  try {
    return parseDec(text).toString();
  } catch {
    throw new Error(`invalid ${what} ${JSON.stringify(text)}: expected a decimal such as 0.1, with at most 18 digits after the point`);
  }
}

/** A positive integer, such as a minimum self-delegation in uhid. */
export function positiveIntegerArgument(text: string, what: string): string {
  if (!/^[0-9]+$/.test(text) || BigInt(text) === 0n) throw new Error(`invalid ${what} ${JSON.stringify(text)}: expected a positive integer`);
  return BigInt(text).toString();
}
