import { Option, type Command } from "commander";
import { MsgCreateValidator } from "cosmjs-types/cosmos/staking/v1beta1/tx";
import type { LedgerContext } from "../../../../cli-kit/context";
import { addTxFlags, generateOrBroadcast, messageToAny, txContext, type TxFlags } from "../../../../cli-kit/tx";
import { parsePublicKeyJson } from "../../../../crypto/ed25519-key-json";
import { ed25519PubKeyAny } from "../../types/consensus-key";
import { MSG_CREATE_VALIDATOR } from "../messages";
import { coinArgument, decArgument, operatorOf, positiveIntegerArgument } from "./arguments";
import { descriptionOptions, readDescription, type DescriptionFlags } from "./description";

interface CreateValidatorFlags extends TxFlags, DescriptionFlags {
  amount?: string;
  pubkey?: string;
  commissionRate: string;
  commissionMaxRate: string;
  commissionMaxChangeRate: string;
  minSelfDelegation: string;
}

/**
 * `tx staking create-validator --amount --pubkey --moniker …`: MsgCreateValidator as SDK v0.47's command builds it,
 * the operator being --from. The consensus key is what `idledger comet show-validator` prints on the validator's node.
 */
export function registerCreateValidator(staking: Command, ctx: LedgerContext): void {
  const cmd = staking
    .command("create-validator")
    .description("Make --from's account a validator, with a first self-delegation")
    .addOption(new Option("--amount <coin>", "the first self-delegation, e.g. 10000000uhid (required)"))
    .addOption(new Option("--pubkey <json>", "the node's Ed25519 consensus key, as `idledger comet show-validator` prints it (required)"))
    .addOption(new Option("--commission-rate <dec>", "the commission taken from delegators' rewards").default("0.1"))
    .addOption(new Option("--commission-max-rate <dec>", "the highest commission it may ever set").default("0.2"))
    .addOption(new Option("--commission-max-change-rate <dec>", "the most the commission may change in a day").default("0.01"))
    .addOption(new Option("--min-self-delegation <uhid>", "below this self-delegation the validator is jailed").default("1"));
  for (const option of descriptionOptions(undefined)) cmd.addOption(option);
  addTxFlags(cmd).action(async (opts: CreateValidatorFlags, self: Command) => {
    if (opts.amount === undefined) throw new Error("--amount is required: the first self-delegation, e.g. 10000000uhid");
    if (opts.pubkey === undefined) throw new Error("--pubkey is required: the consensus key `idledger comet show-validator` prints on the validator's node");
    const value = coinArgument(opts.amount, "--amount");
    const pubkey = ed25519PubKeyAny(parsePublicKeyJson(opts.pubkey));
    const description = readDescription(opts);
    if (description.moniker === "") throw new Error("--moniker is required: the validator's name");
    const commission = {
      rate: decArgument(opts.commissionRate, "--commission-rate"),
      maxRate: decArgument(opts.commissionMaxRate, "--commission-max-rate"),
      maxChangeRate: decArgument(opts.commissionMaxChangeRate, "--commission-max-change-rate"),
    };
    const minSelfDelegation = positiveIntegerArgument(opts.minSelfDelegation, "--min-self-delegation");
    const tx = await txContext(self);
    const msg = MsgCreateValidator.fromPartial({
      description,
      commission,
      minSelfDelegation,
      delegatorAddress: tx.sender,
      validatorAddress: operatorOf(self, tx.sender),
      pubkey,
      value,
    });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(MSG_CREATE_VALIDATOR, msg)]);
  });
}
