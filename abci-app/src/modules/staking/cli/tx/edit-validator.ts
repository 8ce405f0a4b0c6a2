import { Option, type Command } from "commander";
import { MsgEditValidator } from "cosmjs-types/cosmos/staking/v1beta1/tx";
import type { LedgerContext } from "../../../../cli-kit/context";
import { addTxFlags, generateOrBroadcast, messageToAny, txContext, type TxFlags } from "../../../../cli-kit/tx";
import { DO_NOT_MODIFY } from "../../types/validate";
import { MSG_EDIT_VALIDATOR } from "../messages";
import { decArgument, operatorOf, positiveIntegerArgument } from "./arguments";
import { descriptionOptions, readDescription, type DescriptionFlags } from "./description";

interface EditValidatorFlags extends TxFlags, DescriptionFlags {
  commissionRate?: string;
  minSelfDelegation?: string;
}

/** `tx staking edit-validator`: MsgEditValidator for --from's validator; fields not given are left as they are. */
export function registerEditValidator(staking: Command, ctx: LedgerContext): void {
  const cmd = staking
    .command("edit-validator")
    .description("Change --from's validator: its description, commission rate (once a day) or a higher minimum self-delegation")
    .addOption(new Option("--commission-rate <dec>", "the new commission rate"))
    .addOption(new Option("--min-self-delegation <uhid>", "a new, higher minimum self-delegation"));
  for (const option of descriptionOptions(DO_NOT_MODIFY)) cmd.addOption(option);
  addTxFlags(cmd).action(async (opts: EditValidatorFlags, self: Command) => {
    const commissionRate = opts.commissionRate === undefined ? "" : decArgument(opts.commissionRate, "--commission-rate");
    const minSelfDelegation = opts.minSelfDelegation === undefined ? "" : positiveIntegerArgument(opts.minSelfDelegation, "--min-self-delegation");
    const tx = await txContext(self);
    const msg = MsgEditValidator.fromPartial({
      description: readDescription(opts),
      validatorAddress: operatorOf(self, tx.sender),
      commissionRate,
      minSelfDelegation,
    });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(MSG_EDIT_VALIDATOR, msg)]);
  });
}
