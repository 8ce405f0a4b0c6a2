import type { Command } from "commander";
import { AddressCodec } from "../../types/address";
import { parseCoins, type Coin } from "../../types/coins";
import { resolveAddressRef } from "../address-ref";
import { homeBech32Prefix } from "../genesis/file";
import { globalOptions } from "../options";
import { parseUint64 } from "../query/flags";
import type { TxFlags } from "./flags";
import type { TxEnvelope } from "./unsigned-tx";

export const BROADCAST_NOT_YET =
  "signing and broadcasting transactions arrive with the node issue: use --generate-only to print the unsigned transaction";

/** What a tx command knows once its flags are read: the sender, the envelope, and whether it may query a node. */
export interface TxContext {
  /** The bech32 address of --from. */
  readonly sender: string;
  readonly envelope: TxEnvelope;
  readonly offline: boolean;
  readonly node: string;
}

/**
 * Reads and checks the tx flags of `cmd`. Until the node issue brings signing and broadcasting, only
 * --generate-only is supported, and that is checked first so that nothing else is done in vain.
 */
export async function txContext(cmd: Command): Promise<TxContext> {
  const flags = cmd.opts<TxFlags>();
  if (flags.generateOnly !== true) throw new Error(BROADCAST_NOT_YET);
  if (flags.from === undefined || flags.from.trim() === "") throw new Error("--from is required: the key name or address of the account that sends the transaction");
  const codec = new AddressCodec(homeBech32Prefix(globalOptions(cmd).home));
  const envelope: TxEnvelope = {
    memo: flags.note ?? flags.memo ?? "",
    timeoutHeight: flags.timeoutHeight ?? 0n,
    fee: {
      amount: parseFees(flags.fees),
      gasLimit: parseGas(flags.gas),
      payer: optionalAddress(flags.feePayer, "--fee-payer", codec),
      granter: optionalAddress(flags.feeGranter, "--fee-granter", codec),
    },
  };
  const sender = await resolveAddressRef(flags.from, codec, cmd);
  return { sender, envelope, offline: flags.offline === true, node: flags.node };
}

function parseFees(text: string | undefined): Coin[] {
  if (text === undefined) return [];
  try {
    return parseCoins(text);
  } catch (err) {
    throw new Error(`invalid --fees ${JSON.stringify(text)}: ${(err as Error).message}`);
  }
}

function parseGas(text: string): bigint {
  if (text.trim().toLowerCase() === "auto") {
    throw new Error("--gas auto needs a simulation on a node, which arrives with the node issue: give the gas limit as a number");
  }
  try {
    return parseUint64(text.trim());
  } catch (err) {
    throw new Error(`invalid --gas ${JSON.stringify(text)}: ${(err as Error).message}`);
  }
}

function optionalAddress(text: string | undefined, flag: string, codec: AddressCodec): string {
  if (text === undefined) return "";
  codec.decode(text, `${flag} address`);
  return text.toLowerCase();
}
