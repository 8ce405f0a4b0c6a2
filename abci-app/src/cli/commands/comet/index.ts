import type { Command } from "commander";
import { cometAddress, nodeIdOf, publicKeyJson } from "../../../node/cometbft/ed25519-key";
import { readNodeKey, readPrivValidatorKey } from "../../../node/cometbft/key-files";
import { homeLayout } from "../../../cli-kit/home";
import { AddressCodec } from "../../../types/address";
import type { LedgerContext } from "../../../cli-kit/context";
import { homeBech32Prefix } from "../../../cli-kit/genesis/file";
import { globalOptions } from "../../../../../lib/cli-kit/options";
import type { CliRuntime } from "../../runtime";
import { configureUnsafeResetAll } from "./reset";

/**
 * `comet` (aliases `cometbft`, `tendermint`, as in the SDK v0.47): the node's CometBFT identity, read from the key
 * files `idledger init` wrote. What multi-node genesis assembly needs: each validator's key and each node's ID.
 */
export function registerCometCommands(program: Command, ctx: LedgerContext<CliRuntime>): void {
  const comet = program
    .command("comet")
    .aliases(["cometbft", "tendermint"])
    .description("CometBFT subcommands: the node's keys and ID, resetting a test chain");

  comet
    .command("show-validator")
    .description("Print this node's consensus public key as CometBFT's JSON (the argument of genesis add-validator)")
    .action(async (_opts: unknown, cmd: Command) => {
      const key = readPrivValidatorKey(homeLayout(globalOptions(cmd).home).privValidatorKey);
      ctx.out(`${JSON.stringify(publicKeyJson(key.publicKey))}\n`);
    });

  comet
    .command("show-node-id")
    .description("Print this node's P2P ID (peers dial <id>@host:port)")
    .action(async (_opts: unknown, cmd: Command) => {
      ctx.out(`${nodeIdOf(readNodeKey(homeLayout(globalOptions(cmd).home).nodeKey).publicKey)}\n`);
    });

  comet
    .command("show-address")
    .description("Print this node's validator consensus address in bech32 (<prefix>valcons1…)")
    .action(async (_opts: unknown, cmd: Command) => {
      const { home } = globalOptions(cmd);
      const key = readPrivValidatorKey(homeLayout(home).privValidatorKey);
      ctx.out(`${new AddressCodec(`${homeBech32Prefix(home)}valcons`).encode(cometAddress(key.publicKey))}\n`);
    });

  configureUnsafeResetAll(comet, ctx);
}
