import type { Command } from "commander";
import { MsgCancelUpgrade, MsgSoftwareUpgrade } from "cosmjs-types/cosmos/upgrade/v1beta1/tx";
import type { LedgerContext } from "../../../cli-kit/context";
import { homeBech32Prefix } from "../../../cli-kit/genesis/file";
import { registerQueryCommands } from "../../../cli-kit/query";
import { addTxFlags, generateOrBroadcast, messageCodec, messageToAny, txContext, type MessageCodec, type TxFlags } from "../../../cli-kit/tx";
import { toSdkJson } from "../../../codec/sdk-json";
import { govAuthority } from "../../../module-kit/authority";
import { AddressCodec } from "../../../types/address";
import { argParser, globalOptions } from "../../../../../lib/cli-kit/options";
import { CANCEL_UPGRADE_MSG_TYPE, SOFTWARE_UPGRADE_MSG_TYPE } from "../types/msgs";
import { GO_ZERO_TIME } from "../types/plan";
import { UPGRADE_QUERY } from "../types/query";
import { addProposalFlags, submitProposalAny, type ProposalFlags } from "./proposal";

export const MSG_SOFTWARE_UPGRADE = messageCodec(SOFTWARE_UPGRADE_MSG_TYPE);
export const MSG_CANCEL_UPGRADE = messageCodec(CANCEL_UPGRADE_MSG_TYPE);

/** The upgrade messages the command line reads and prints (inside gov proposals: only the gov account signs them). */
export const UPGRADE_MESSAGE_CODECS: readonly MessageCodec[] = [MSG_SOFTWARE_UPGRADE, MSG_CANCEL_UPGRADE];

interface SoftwareUpgradeFlags extends ProposalFlags, TxFlags {
  upgradeHeight: bigint;
  upgradeInfo: string;
}

/**
 * `tx upgrade software-upgrade <name>` and `tx upgrade cancel-software-upgrade`: each submits, from --from, a gov
 * proposal (`cosmos.gov.v1.MsgSubmitProposal`) whose one message, signed by the gov account, schedules or cancels
 * the upgrade once the proposal passes.
 */
export function registerUpgradeTxCommands(tx: Command, ctx: LedgerContext): void {
  const upgrade = tx.command("upgrade").description("Propose a software upgrade, or the cancellation of one, to governance");
  const schedule = upgrade
    .command("software-upgrade")
    .description("Submit a proposal that schedules an upgrade: at --upgrade-height, nodes without its handler halt for the new binary")
    .argument("<name>", "the upgrade's name: the new binary runs `idledger start --upgrade-handler <name>`")
    .requiredOption("--upgrade-height <height>", "the height the chain halts and upgrades at", argParser(positiveHeight))
    .option("--upgrade-info <text>", "what operators need: a URL or a JSON description of the new binary", "");
  addTxFlags(addProposalFlags(schedule)).action(async (name: string, opts: SoftwareUpgradeFlags, self: Command) => {
    const tx = await txContext(self);
    const msg = MsgSoftwareUpgrade.fromPartial({
      authority: govAddress(self),
      plan: { name, height: opts.upgradeHeight, info: opts.upgradeInfo, time: GO_ZERO_TIME },
    });
    await generateOrBroadcast(ctx, self, tx, [submitProposalAny(tx.sender, [messageToAny(MSG_SOFTWARE_UPGRADE, msg)], opts)]);
  });

  const cancel = upgrade.command("cancel-software-upgrade").description("Submit a proposal that cancels the scheduled upgrade");
  addTxFlags(addProposalFlags(cancel)).action(async (opts: ProposalFlags & TxFlags, self: Command) => {
    const tx = await txContext(self);
    const msg = MsgCancelUpgrade.fromPartial({ authority: govAddress(self) });
    await generateOrBroadcast(ctx, self, tx, [submitProposalAny(tx.sender, [messageToAny(MSG_CANCEL_UPGRADE, msg)], opts)]);
  });
}

/**
 * `q upgrade plan|applied <name>|module_versions [module]`, each printing its whole response in Cosmos JSON as the
 * other query commands do: `{"plan":null}` when none is scheduled, `{"height":"0"}` for an upgrade never applied
 * (the SDK v0.47 commands print the plan alone and fail in those two cases).
 */
export function registerUpgradeQueryCommands(query: Command, ctx: LedgerContext): void {
  registerQueryCommands(query.command("upgrade").description("Query the scheduled upgrade, applied upgrades and module versions"), ctx, [
    {
      name: "plan",
      description: "Show the scheduled upgrade plan",
      method: UPGRADE_QUERY.CurrentPlan,
      buildRequest: () => ({}),
      toJson: (res) => toSdkJson(UPGRADE_QUERY.CurrentPlan.response, res),
    },
    {
      name: "applied",
      description: "Show the height an upgrade was applied at (0: never)",
      method: UPGRADE_QUERY.AppliedPlan,
      args: [{ name: "upgrade-name", description: "the upgrade's name" }],
      buildRequest: ({ args }) => ({ name: args[0]! }),
      toJson: (res) => toSdkJson(UPGRADE_QUERY.AppliedPlan.response, res),
    },
    {
      name: "module_versions",
      description: "Show every module's consensus version, or one module's",
      method: UPGRADE_QUERY.ModuleVersions,
      args: [{ name: "module_name", description: "one module's name (all modules when left out)", optional: true }],
      buildRequest: ({ args }) => ({ moduleName: args[0] ?? "" }),
      toJson: (res) => toSdkJson(UPGRADE_QUERY.ModuleVersions.response, res),
    },
  ]);
}

/** The gov account's address with the chain's prefix: the authority of both messages. */
function govAddress(cmd: Command): string {
  return govAuthority(new AddressCodec(homeBech32Prefix(globalOptions(cmd).home)));
}

function positiveHeight(text: string): bigint {
  if (!/^[0-9]+$/.test(text) || BigInt(text) === 0n || BigInt(text) > 2n ** 63n - 1n) throw new Error("expected a height above 0");
  return BigInt(text);
}
