import { Option, type Command } from "commander";
import { BROADCAST_MODES, type BroadcastMode } from "../../comet/broadcast";
import { argParser } from "../../../../lib/cli-kit/options";
import { keyringBackendOption, keyringDirOption } from "../options";
import { nodeOption, parseUint64 } from "../query/flags";
import { DEFAULT_GAS_ADJUSTMENT, DEFAULT_GAS_LIMIT } from "./gas";

/** The flags that say who signs and for which chain and account (`tx sign` takes these alone). */
export function signingOptions(): Option[] {
  const uint64 = argParser(parseUint64);
  return [
    new Option("--from <name_or_address>", "the key name or address of the account that signs (a key in the keyring, unless --generate-only)"),
    new Option("--chain-id <id>", "the chain ID (default: chain_id of the genesis file under --home, else the node's)"),
    new Option("--offline", "do not contact a node: --account-number and --sequence must be given to sign"),
    new Option("-a, --account-number <n>", "the signer's account number (default: asked from the node)").argParser(uint64),
    new Option("-s, --sequence <n>", "the signer's sequence, the number of transactions it has sent (default: asked from the node)").argParser(uint64),
    keyringBackendOption(),
    keyringDirOption(),
    nodeOption(),
  ];
}

/** How to broadcast and print the result. */
export function broadcastOptions(): Option[] {
  return [
    new Option("-b, --broadcast-mode <mode>", "sync: wait for CheckTx; async: do not wait; block: wait until the transaction is in a block")
      .choices(BROADCAST_MODES)
      .default("sync"),
    new Option("-y, --yes", "sign and broadcast without asking for confirmation"),
    new Option("-o, --output <format>", "output format of the result").choices(["text", "json"]).default("json"),
  ];
}

/** The flags every command that builds a transaction takes, named as the SDK names them (`flags.AddTxFlagsToCmd`). */
export function addTxFlags(cmd: Command): Command {
  const options = [
    ...signingOptions(),
    new Option("--generate-only", "print the unsigned transaction as JSON instead of signing and broadcasting it (--from may then be any address)"),
    new Option("--dry-run", "simulate the transaction on the node and print its gas estimate; nothing is signed or broadcast").conflicts("generateOnly"),
    new Option("--fees <coins>", "the fee to pay, e.g. 5000uhid"),
    new Option("--gas-prices <dec_coins>", "gas prices, e.g. 0.025uhid: the fee is ceil(price × gas limit)"),
    new Option("--gas <limit>", "the gas limit, or auto to simulate the transaction and use the gas it needs × --gas-adjustment").default(
      DEFAULT_GAS_LIMIT.toString(),
    ),
    new Option("--gas-adjustment <factor>", "with --gas auto: the factor applied to the simulated gas (cosmjs uses 1.4)").default(DEFAULT_GAS_ADJUSTMENT),
    new Option("--note <text>", "a note (memo) stored with the transaction").conflicts("memo"),
    new Option("--memo <text>", "the former name of --note"),
    new Option("--timeout-height <height>", "the height after which the transaction is no longer valid (0: never)").argParser(argParser(parseUint64)),
    new Option("--fee-granter <address>", "the account that pays the fee out of the fee allowance it gave the fee payer (tx feegrant grant)"),
    new Option("--fee-account <address>", "the same as --fee-granter (the name the SDK's older commands use)").conflicts("feeGranter"),
    new Option("--fee-payer <address>", "the account that pays the fee instead of the first signer"),
    ...broadcastOptions(),
  ];
  for (const option of options) cmd.addOption(option);
  return cmd;
}

/** The signing flags as commander parsed them. */
export interface SigningFlags {
  readonly from?: string;
  readonly chainId?: string;
  readonly offline?: boolean;
  readonly accountNumber?: bigint;
  readonly sequence?: bigint;
  readonly keyringBackend: string;
  readonly node: string;
}

export interface BroadcastFlags {
  readonly broadcastMode: BroadcastMode;
  readonly yes?: boolean;
  readonly output: "text" | "json";
}

/** The tx flags as commander parsed them. */
export interface TxFlags extends SigningFlags, BroadcastFlags {
  readonly generateOnly?: boolean;
  readonly dryRun?: boolean;
  readonly fees?: string;
  readonly gasPrices?: string;
  readonly gas: string;
  readonly gasAdjustment: string;
  readonly note?: string;
  readonly memo?: string;
  readonly timeoutHeight?: bigint;
  readonly feeGranter?: string;
  readonly feeAccount?: string;
  readonly feePayer?: string;
}
