import type { Command } from "commander";
import { MsgBeginRedelegate, MsgCancelUnbondingDelegation, MsgDelegate, MsgUndelegate } from "cosmjs-types/cosmos/staking/v1beta1/tx";
import type { LedgerContext } from "../../../../cli-kit/context";
import { addTxFlags, generateOrBroadcast, messageToAny, txContext, type TxFlags } from "../../../../cli-kit/tx";
import { MSG_BEGIN_REDELEGATE, MSG_CANCEL_UNBONDING_DELEGATION, MSG_DELEGATE, MSG_UNDELEGATE } from "../messages";
import { coinArgument, operatorArgument, positiveIntegerArgument } from "./arguments";

const AMOUNT = ["<amount>", "the tokens, e.g. 1000000uhid"] as const;
const VALIDATOR = ["<validator_address>", "the validator's operator address (hidvaloper1…)"] as const;

/** `tx staking delegate|redelegate|unbond|cancel-unbond`: the delegator is --from. */
export function registerDelegationCommands(staking: Command, ctx: LedgerContext): void {
  const delegate = staking
    .command("delegate")
    .description("Bond tokens of --from to a validator")
    .argument(...VALIDATOR)
    .argument(...AMOUNT);
  addTxFlags(delegate).action(async (validator: string, amount: string, _opts: TxFlags, self: Command) => {
    const [validatorAddress, coin] = [operatorArgument(self, validator), coinArgument(amount)];
    const tx = await txContext(self);
    const msg = MsgDelegate.fromPartial({ delegatorAddress: tx.sender, validatorAddress, amount: coin });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(MSG_DELEGATE, msg)]);
  });

  const redelegate = staking
    .command("redelegate")
    .description("Move bonded tokens of --from from one validator to another, at once")
    .argument("<src_validator_address>", "the validator the tokens are bonded to")
    .argument("<dst_validator_address>", "the validator they move to")
    .argument(...AMOUNT);
  addTxFlags(redelegate).action(async (src: string, dst: string, amount: string, _opts: TxFlags, self: Command) => {
    const validatorSrcAddress = operatorArgument(self, src, "source validator address");
    const validatorDstAddress = operatorArgument(self, dst, "destination validator address");
    const coin = coinArgument(amount);
    const tx = await txContext(self);
    const msg = MsgBeginRedelegate.fromPartial({ delegatorAddress: tx.sender, validatorSrcAddress, validatorDstAddress, amount: coin });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(MSG_BEGIN_REDELEGATE, msg)]);
  });

  const unbond = staking
    .command("unbond")
    .description("Unbond tokens of --from from a validator: they are paid back when the unbonding time has passed")
    .argument(...VALIDATOR)
    .argument(...AMOUNT);
  addTxFlags(unbond).action(async (validator: string, amount: string, _opts: TxFlags, self: Command) => {
    const [validatorAddress, coin] = [operatorArgument(self, validator), coinArgument(amount)];
    const tx = await txContext(self);
    const msg = MsgUndelegate.fromPartial({ delegatorAddress: tx.sender, validatorAddress, amount: coin });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(MSG_UNDELEGATE, msg)]);
  });

  const cancel = staking
    .command("cancel-unbond")
    .description("Bond back (part of) an unbonding of --from that has not completed")
    .argument(...VALIDATOR)
    .argument(...AMOUNT)
    .argument("<creation_height>", "the height the unbonding began at (q staking unbonding-delegation shows it)");
  addTxFlags(cancel).action(async (validator: string, amount: string, height: string, _opts: TxFlags, self: Command) => {
    const [validatorAddress, coin] = [operatorArgument(self, validator), coinArgument(amount)];
    const creationHeight = BigInt(positiveIntegerArgument(height, "creation height"));
    const tx = await txContext(self);
    const msg = MsgCancelUnbondingDelegation.fromPartial({ delegatorAddress: tx.sender, validatorAddress, amount: coin, creationHeight });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(MSG_CANCEL_UNBONDING_DELEGATION, msg)]);
  });
}
