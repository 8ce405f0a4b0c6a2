import { Option, type Command } from "commander";
import { argParser, keyringBackendOption } from "../options";
import { nodeOption, parseUint64 } from "../query/flags";

/** The SDK's default gas limit (`flags.DefaultGasLimit`). */
export const DEFAULT_GAS_LIMIT = 200000n;

/** The flags every `tx` command takes, named as the SDK names them (`flags.AddTxFlagsToCmd`). */
export function addTxFlags(cmd: Command): Command {
  return cmd
    .addOption(new Option("--from <name_or_address>", "the key name or address of the account that sends (and later signs) the transaction"))
    .addOption(new Option("--chain-id <id>", "the chain ID (default: chain_id of the genesis file under --home, if any)"))
    .addOption(new Option("--generate-only", "print the unsigned transaction as JSON instead of signing and broadcasting it"))
    .addOption(new Option("--offline", "do not contact a node: what a command would fetch must be given with its flags"))
    .addOption(new Option("--fees <coins>", "the fee to pay, e.g. 10uhid"))
    .addOption(new Option("--gas <limit>", "the gas limit").default(DEFAULT_GAS_LIMIT.toString()))
    .addOption(new Option("--note <text>", "a note (memo) stored with the transaction").conflicts("memo"))
    .addOption(new Option("--memo <text>", "the former name of --note"))
    .addOption(new Option("--timeout-height <height>", "the height after which the transaction is no longer valid (0: never)").argParser(argParser(parseUint64)))
    .addOption(new Option("--fee-granter <address>", "the account that pays the fee through a fee grant"))
    .addOption(new Option("--fee-payer <address>", "the account that pays the fee instead of the first signer"))
    .addOption(keyringBackendOption())
    .addOption(nodeOption())
    .addOption(new Option("-b, --broadcast-mode <mode>", "how to broadcast once broadcasting exists: sync or async (block is accepted for older scripts)").choices(["sync", "async", "block"]).default("sync"))
    .addOption(new Option("-y, --yes", "broadcast without asking for confirmation"));
}

/** The tx flags as commander parsed them. */
export interface TxFlags {
  readonly from?: string;
  readonly chainId?: string;
  readonly generateOnly?: boolean;
  readonly offline?: boolean;
  readonly fees?: string;
  readonly gas: string;
  readonly note?: string;
  readonly memo?: string;
  readonly timeoutHeight?: bigint;
  readonly feeGranter?: string;
  readonly feePayer?: string;
  readonly node: string;
}
