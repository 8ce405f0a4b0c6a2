import type { Command } from "commander";
import type { BroadcastMode } from "../../comet/broadcast";
import { AddressCodec } from "../../types/address";
import { resolveAddressRef } from "../address-ref";
import { homeBech32Prefix } from "../genesis/file";
import { KeyNotFoundError, type KeyInfo } from "../keyring";
import { globalOptions } from "../../../../lib/cli-kit/options";
import { keyringFor } from "../options";
import type { OutputFormat } from "../query";
import { parseFeeSetting, type FeeSetting } from "./fees";
import type { TxFlags } from "./flags";
import { parseGasAdjustment, parseGasSetting, type GasSetting } from "./gas";

/** What a tx command does with its transaction: print it unsigned, simulate it, or sign and broadcast it. */
export type TxMode = "generate-only" | "dry-run" | "broadcast";

/** A tx command's flags, read and checked before anything is built, signed or sent. */
export interface TxContext {
  /** The bech32 address of --from. */
  readonly sender: string;
  /** --from as given: a key name or an address. */
  readonly from: string;
  /** The key of --from in the keyring; always there in broadcast mode. */
  readonly key: KeyInfo | undefined;
  readonly mode: TxMode;
  readonly offline: boolean;
  readonly node: string;
  readonly memo: string;
  readonly timeoutHeight: bigint;
  readonly fee: FeeSetting;
  readonly feePayer: string;
  readonly feeGranter: string;
  readonly gas: GasSetting;
  /** Scaled by 10^18. */
  readonly gasAdjustment: bigint;
  readonly accountNumber: bigint | undefined;
  readonly sequence: bigint | undefined;
  readonly broadcastMode: BroadcastMode;
  readonly yes: boolean;
  readonly output: OutputFormat;
}

/**
 * Reads and checks the tx flags of `cmd`; `from` replaces --from for commands that take the sender as an
 * argument (`tx bank send <from>`). Everything that needs no node is checked here, first.
 */
export async function txContext(cmd: Command, overrides: { readonly from?: string } = {}): Promise<TxContext> {
  const flags = cmd.opts<TxFlags>();
  const from = overrides.from ?? flags.from;
  if (from === undefined || from.trim() === "") throw new Error("--from is required: the key name or address of the account that sends the transaction");
  const mode: TxMode = flags.generateOnly === true ? "generate-only" : flags.dryRun === true ? "dry-run" : "broadcast";
  const offline = flags.offline === true;
  const gas = parseGasSetting(flags.gas);
  const gasAdjustment = parseGasAdjustment(flags.gasAdjustment);
  const fee = parseFeeSetting(flags.fees, flags.gasPrices);
  if (offline && mode === "broadcast") {
    throw new Error("cannot broadcast in offline mode: use --generate-only, then idledger tx sign --offline and idledger tx broadcast on a connected machine");
  }
  if (offline && (gas.simulate || mode === "dry-run")) throw new Error("cannot estimate gas in offline mode: give --gas as a number");
  const codec = new AddressCodec(homeBech32Prefix(globalOptions(cmd).home));
  const feePayer = optionalAddress(flags.feePayer, "--fee-payer", codec);
  const feeGranter =
    flags.feeAccount !== undefined ? optionalAddress(flags.feeAccount, "--fee-account", codec) : optionalAddress(flags.feeGranter, "--fee-granter", codec);
  const sender = await resolveAddressRef(from, codec, cmd);
  return {
    sender,
    from,
    key: await keyOf(cmd, from, mode, codec),
    mode,
    offline,
    node: flags.node,
    memo: flags.note ?? flags.memo ?? "",
    timeoutHeight: flags.timeoutHeight ?? 0n,
    fee,
    feePayer,
    feeGranter,
    gas,
    gasAdjustment,
    accountNumber: flags.accountNumber,
    sequence: flags.sequence,
    broadcastMode: flags.broadcastMode,
    yes: flags.yes === true,
    output: flags.output,
  };
}

/**
 * The keyring's key for --from. Broadcasting needs it to sign; a simulation uses its public key when it is there;
 * --generate-only with an address does not open the keyring at all.
 */
async function keyOf(cmd: Command, from: string, mode: TxMode, codec: AddressCodec): Promise<KeyInfo | undefined> {
  if (mode === "generate-only" && codec.isValid(from)) return undefined;
  const keyring = keyringFor(cmd);
  try {
    return await keyring.get(from);
  } catch (err) {
    if (!(err instanceof KeyNotFoundError)) throw err;
    if (mode !== "broadcast") return undefined;
    throw new Error(
      `--from ${from} is not a key in the ${keyring.backend} keyring, so it cannot sign: add the key, or print the unsigned transaction with --generate-only`,
    );
  }
}

function optionalAddress(text: string | undefined, flag: string, codec: AddressCodec): string {
  if (text === undefined) return "";
  codec.decode(text, `${flag} address`);
  return text.toLowerCase();
}
