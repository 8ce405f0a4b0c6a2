import { Option, type Command } from "commander";
import {
  MsgFundCommunityPool,
  MsgSetWithdrawAddress,
  MsgWithdrawDelegatorReward,
  MsgWithdrawValidatorCommission,
} from "cosmjs-types/cosmos/distribution/v1beta1/tx";
import type { LedgerContext } from "../../../cli-kit/context";
import { homeBech32Prefix } from "../../../cli-kit/genesis/file";
import { queryMethod, registerQueryCommands, type QueryCommandSpec } from "../../../cli-kit/query";
import { CometRpcClient } from "../../../comet/rpc-client";
import { addTxFlags, generateOrBroadcast, messageCodec, messageToAny, txContext, type MessageCodec, type TxFlags } from "../../../cli-kit/tx";
import { toSdkJson } from "../../../codec/sdk-json";
import { AddressCodec } from "../../../types/address";
import { coinsToProto, parseCoins } from "../../../types/coins";
import { globalOptions } from "../../../../../lib/cli-kit/options";
import {
  COMMUNITY_POOL_SPEND_MSG_TYPE,
  FUND_COMMUNITY_POOL_MSG_TYPE,
  SET_WITHDRAW_ADDRESS_MSG_TYPE,
  UPDATE_PARAMS_MSG_TYPE,
  WITHDRAW_DELEGATOR_REWARD_MSG_TYPE,
  WITHDRAW_VALIDATOR_COMMISSION_MSG_TYPE,
} from "../types/msgs";
import { DISTRIBUTION_QUERY } from "../types/query";

export const MSG_SET_WITHDRAW_ADDRESS = messageCodec(SET_WITHDRAW_ADDRESS_MSG_TYPE);
export const MSG_WITHDRAW_DELEGATOR_REWARD = messageCodec(WITHDRAW_DELEGATOR_REWARD_MSG_TYPE);
export const MSG_WITHDRAW_VALIDATOR_COMMISSION = messageCodec(WITHDRAW_VALIDATOR_COMMISSION_MSG_TYPE);
export const MSG_FUND_COMMUNITY_POOL = messageCodec(FUND_COMMUNITY_POOL_MSG_TYPE);
/** The gov account's messages: printed by `q tx`, carried by proposals, no `tx` command of their own. */
export const MSG_UPDATE_PARAMS = messageCodec(UPDATE_PARAMS_MSG_TYPE);
export const MSG_COMMUNITY_POOL_SPEND = messageCodec(COMMUNITY_POOL_SPEND_MSG_TYPE);

/** The distribution messages the command line reads, prints and signs. */
export const DISTRIBUTION_MESSAGE_CODECS: readonly MessageCodec[] = [
  MSG_SET_WITHDRAW_ADDRESS,
  MSG_WITHDRAW_DELEGATOR_REWARD,
  MSG_WITHDRAW_VALIDATOR_COMMISSION,
  MSG_FUND_COMMUNITY_POOL,
  MSG_UPDATE_PARAMS,
  MSG_COMMUNITY_POOL_SPEND,
];

const codecOf = (cmd: Command) => new AddressCodec(homeBech32Prefix(globalOptions(cmd).home));

/** `tx distribution withdraw-rewards|withdraw-all-rewards|set-withdraw-addr|fund-community-pool`, as SDK v0.47 names them. */
export function registerDistributionTxCommands(tx: Command, ctx: LedgerContext): void {
  const distribution = tx.command("distribution").description("Rewards: withdraw them and the commission, choose where they go, fund the community pool");

  const withdraw = distribution
    .command("withdraw-rewards")
    .description("Withdraw --from's rewards from a validator (and, with --commission, the validator's commission)")
    .argument("<validator_address>", "the validator's operator address (hidvaloper1…)")
    .addOption(new Option("--commission", "also withdraw the commission of --from's own validator"));
  addTxFlags(withdraw).action(async (validator: string, opts: TxFlags & { commission?: boolean }, self: Command) => {
    codecOf(self).validators.decode(validator, "validator address");
    const tx = await txContext(self);
    const messages = [
      messageToAny(MSG_WITHDRAW_DELEGATOR_REWARD, MsgWithdrawDelegatorReward.fromPartial({ delegatorAddress: tx.sender, validatorAddress: validator })),
    ];
    if (opts.commission === true)
      messages.push(messageToAny(MSG_WITHDRAW_VALIDATOR_COMMISSION, MsgWithdrawValidatorCommission.fromPartial({ validatorAddress: validator })));
    await generateOrBroadcast(ctx, self, tx, messages);
  });

  const withdrawAll = distribution.command("withdraw-all-rewards").description("Withdraw --from's rewards from every validator it delegates to");
  addTxFlags(withdrawAll).action(async (_opts: TxFlags, self: Command) => {
    const tx = await txContext(self);
    const { validators } = await queryMethod(new CometRpcClient(tx.node), DISTRIBUTION_QUERY.DelegatorValidators, { delegatorAddress: tx.sender }, {});
    if (validators.length === 0) throw new Error(`${tx.sender} has no delegations: there are no rewards to withdraw`);
    const messages = validators.map((validatorAddress) =>
      messageToAny(MSG_WITHDRAW_DELEGATOR_REWARD, MsgWithdrawDelegatorReward.fromPartial({ delegatorAddress: tx.sender, validatorAddress })),
    );
    await generateOrBroadcast(ctx, self, tx, messages);
  });

  const setWithdraw = distribution
    .command("set-withdraw-addr")
    .description("Send --from's future rewards to another address")
    .argument("<withdraw_address>", "where the rewards go");
  addTxFlags(setWithdraw).action(async (address: string, _opts: TxFlags, self: Command) => {
    codecOf(self).decode(address, "withdraw address");
    const tx = await txContext(self);
    await generateOrBroadcast(ctx, self, tx, [
      messageToAny(MSG_SET_WITHDRAW_ADDRESS, MsgSetWithdrawAddress.fromPartial({ delegatorAddress: tx.sender, withdrawAddress: address })),
    ]);
  });

  const fund = distribution
    .command("fund-community-pool")
    .description("Give coins of --from to the community pool")
    .argument("<amount>", "the coins, e.g. 1000000uhid");
  addTxFlags(fund).action(async (amountText: string, _opts: TxFlags, self: Command) => {
    const amount = parseCoins(amountText);
    if (amount.length === 0) throw new Error(`invalid amount ${JSON.stringify(amountText)}: there is nothing to give`);
    const tx = await txContext(self);
    await generateOrBroadcast(ctx, self, tx, [
      messageToAny(MSG_FUND_COMMUNITY_POOL, MsgFundCommunityPool.fromPartial({ amount: coinsToProto(amount), depositor: tx.sender })),
    ]);
  });
}

/** `q distribution …`, printed in Cosmos JSON. */
export function registerDistributionQueryCommands(query: Command, ctx: LedgerContext): void {
  type Method = (typeof DISTRIBUTION_QUERY)[keyof typeof DISTRIBUTION_QUERY];
  const arg = (name: string, description: string) => ({ name, description });
  const spec = (
    name: string,
    description: string,
    method: Method,
    args: { name: string; description: string }[],
    toRequest: (args: readonly string[]) => object,
  ): QueryCommandSpec<any, any> => ({
    name,
    description,
    method,
    args,
    buildRequest: ({ args: given }) => method.request.fromPartial(toRequest(given)),
    toJson: (res) => toSdkJson(method.response, res),
  });
  const VALIDATOR = arg("validator_address", "the validator's operator address (hidvaloper1…)");
  const DELEGATOR = arg("delegator_address", "the delegator's account (hid1…)");
  registerQueryCommands(query.command("distribution").description("Query rewards, commissions and the community pool"), ctx, [
    spec("params", "Show the distribution parameters", DISTRIBUTION_QUERY.Params, [], () => ({})),
    spec("community-pool", "Show the community pool", DISTRIBUTION_QUERY.CommunityPool, [], () => ({})),
    spec("commission", "Show a validator's accumulated commission", DISTRIBUTION_QUERY.ValidatorCommission, [VALIDATOR], ([v]) => ({ validatorAddress: v })),
    spec(
      "validator-outstanding-rewards",
      "Show the rewards a validator and its delegators have not withdrawn",
      DISTRIBUTION_QUERY.ValidatorOutstandingRewards,
      [VALIDATOR],
      ([v]) => ({
        validatorAddress: v,
      }),
    ),
    spec(
      "validator-distribution-info",
      "Show a validator's commission and self-delegation rewards",
      DISTRIBUTION_QUERY.ValidatorDistributionInfo,
      [VALIDATOR],
      ([v]) => ({
        validatorAddress: v,
      }),
    ),
    spec("rewards", "Show a delegator's rewards from every validator", DISTRIBUTION_QUERY.DelegationTotalRewards, [DELEGATOR], ([d]) => ({
      delegatorAddress: d,
    })),
    spec("rewards-by-validator", "Show a delegator's rewards from one validator", DISTRIBUTION_QUERY.DelegationRewards, [DELEGATOR, VALIDATOR], ([d, v]) => ({
      delegatorAddress: d,
      validatorAddress: v,
    })),
    spec(
      "slashes",
      "List a validator's slashes",
      DISTRIBUTION_QUERY.ValidatorSlashes,
      [VALIDATOR, arg("start_height", "from"), arg("end_height", "to")],
      ([v, s, e]) => ({
        validatorAddress: v,
        startingHeight: BigInt(s!),
        endingHeight: BigInt(e!),
      }),
    ),
  ]);
}
