import type { Command } from "commander";
import type { LedgerContext } from "../../../../cli-kit/context";
import { registerCreateValidator } from "./create-validator";
import { registerDelegationCommands } from "./delegations";
import { registerEditValidator } from "./edit-validator";

/** `tx staking`: validators and delegations. */
export function registerStakingTxCommands(tx: Command, ctx: LedgerContext): void {
  const staking = tx.command("staking").description("Proof of stake: create and edit validators, delegate, redelegate and unbond");
  registerCreateValidator(staking, ctx);
  registerEditValidator(staking, ctx);
  registerDelegationCommands(staking, ctx);
}
