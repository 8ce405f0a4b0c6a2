import fs from "node:fs";
import path from "node:path";
import { Option, type Command } from "commander";
import { MsgCreateValidator } from "cosmjs-types/cosmos/staking/v1beta1/tx";
import type { LedgerContext } from "../../../cli-kit/context";
import { readGenesisFile, writeGenesisFile } from "../../../cli-kit/genesis/file";
import { homeLayout } from "../../../cli-kit/home";
import { readTxJson } from "../../../cli-kit/tx";
import { MSG_CREATE_VALIDATOR_TYPE_URL } from "../../../modules/staking/types/msgs";
import { readCometConfig, setCometConfigValues } from "../../../node/cometbft/config-file";
import { globalOptions } from "../../../../../lib/cli-kit/options";
import { genesisAccountBalance } from "../../genesis/staking";

/**
 * `genesis collect-gentxs`: puts every gentx of config/gentx (or --gentx-dir) into genesis.json's
 * `app_state.genutil.gen_txs`, as SDK v0.47 does: each must hold one MsgCreateValidator whose delegator has the
 * genesis balance it self-delegates; the other validators' memos (`<id>@<ip>:<port>`) become this node's
 * `p2p.persistent_peers`.
 */
export function registerCollectGentxs(genesis: Command, ctx: LedgerContext): void {
  genesis
    .command("collect-gentxs")
    .description("Collect the validators' gentxs into genesis.json, and their nodes into this node's persistent peers")
    .addOption(new Option("--gentx-dir <dir>", "where the gentx-*.json files are (default: config/gentx under --home)"))
    .action(async (opts: { gentxDir?: string }, self: Command) => {
      const { home } = globalOptions(self);
      const layout = homeLayout(home);
      const dir = opts.gentxDir ?? path.join(layout.configDir, "gentx");
      const files = fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .filter((f) => f.endsWith(".json"))
            .sort()
        : [];
      if (files.length === 0) throw new Error(`there must be at least one genesis tx: none in ${dir}`);
      const doc = readGenesisFile(layout.genesis);
      const ownMoniker = readCometConfig(home).moniker;
      const genTxs: unknown[] = [];
      const peers: string[] = [];
      for (const file of files) {
        const where = path.join(dir, file);
        const json = JSON.parse(fs.readFileSync(where, "utf8")) as unknown;
        const tx = readTxJson(json, ctx.messages, where);
        const messages = tx.body?.messages ?? [];
        if (messages.length !== 1 || messages[0]!.typeUrl !== MSG_CREATE_VALIDATOR_TYPE_URL) {
          throw new Error(`${where}: a gentx holds exactly one ${MSG_CREATE_VALIDATOR_TYPE_URL}`);
        }
        const msg = MsgCreateValidator.decode(messages[0]!.value);
        const balance = genesisAccountBalance(doc, msg.delegatorAddress, msg.value.denom);
        if (balance < BigInt(msg.value.amount)) {
          throw new Error(
            `${where}: ${msg.delegatorAddress} has ${balance}${msg.value.denom} in genesis, less than it self-delegates (${msg.value.amount}${msg.value.denom})`,
          );
        }
        if (msg.description.moniker !== ownMoniker && tx.body!.memo !== "") peers.push(tx.body!.memo);
        genTxs.push(json);
      }
      doc.app_state.genutil = { gen_txs: genTxs };
      writeGenesisFile(layout.genesis, doc);
      setCometConfigValues(layout.cometConfig, { "p2p.persistent_peers": peers.sort().join(",") });
      ctx.err(`${JSON.stringify({ gentxs: files.length, persistent_peers: peers.length, genesis_file: layout.genesis })}\n`);
    });
}
