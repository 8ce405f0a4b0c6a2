import type {
  MsgCommunityPoolSpend,
  MsgFundCommunityPool,
  MsgSetWithdrawAddress,
  MsgUpdateParams,
  MsgWithdrawDelegatorReward,
  MsgWithdrawValidatorCommission,
} from "cosmjs-types/cosmos/distribution/v1beta1/tx";
import { checkAuthority } from "../../module-kit/authority";
import type { MsgRoute } from "../../module-kit/module";
import { unregisteredError, validateUnregistered } from "../../module-kit/params-update";
import type { AddressCodec } from "../../types/address";
import { coinsFromProto, coinsToProto, validateCoins } from "../../types/coins";
import { addDecCoins, decCoinsFromCoins, safeSubDecCoins } from "../../types/dec-coins";
import { ErrInvalidAddress, ErrInvalidCoins, ErrInvalidRequest, ErrUnauthorized } from "../../types/sdk-errors";
import { ErrBadDistribution, ErrEmptyDelegationDistInfo, ErrNoValidatorDistInfo, ErrSetWithdrawAddrDisabled } from "./errors";
import { setWithdrawAddressEvent } from "./events";
import { withdrawValidatorCommission } from "./keeper/commission";
import { initializeDelegation, withdrawDelegationRewards } from "./keeper/delegation";
import type { DistributionKeeper } from "./keeper/keeper";
import { DISTRIBUTION_MODULE_NAME } from "./types/keys";
import {
  COMMUNITY_POOL_SPEND_MSG_TYPE,
  FUND_COMMUNITY_POOL_MSG_TYPE,
  SET_WITHDRAW_ADDRESS_MSG_TYPE,
  UPDATE_PARAMS_MSG_TYPE,
  WITHDRAW_DELEGATOR_REWARD_MSG_TYPE,
  WITHDRAW_VALIDATOR_COMMISSION_MSG_TYPE,
} from "./types/msgs";
import { setsDeprecatedProposerRewards, validateUpdatedDistributionParams } from "./types/params";

/** The distribution messages' node side: the SDK's ValidateBasic and message server (`keeper/msg_server.go`). */
export function distributionMsgRoutes(k: DistributionKeeper): MsgRoute[] {
  const address = (codec: AddressCodec, text: string, what: string) => {
    try {
      return codec.decode(text, what);
    } catch (err) {
      throw ErrInvalidAddress.wrap(`invalid ${what}: ${(err as Error).message}`);
    }
  };
  const account = (text: string, what: string) => address(k.addressCodec, text, what);
  const operator = (text: string) => address(k.staking.operatorCodec, text, "validator address");

  const setWithdrawAddress: MsgRoute<MsgSetWithdrawAddress> = {
    ...SET_WITHDRAW_ADDRESS_MSG_TYPE,
    validateBasic: (msg) => {
      account(msg.delegatorAddress, "delegator address");
      account(msg.withdrawAddress, "withdraw address");
    },
    handle: (ctx, msg) => {
      const delegator = account(msg.delegatorAddress, "delegator address");
      const withdraw = account(msg.withdrawAddress, "withdraw address");
      if (k.bank.blockedAddr(withdraw)) throw ErrUnauthorized.wrap(`${msg.withdrawAddress} is not allowed to receive external funds`);
      if (!k.getParams(ctx).withdrawAddrEnabled) throw ErrSetWithdrawAddrDisabled.error();
      ctx.events.emit(setWithdrawAddressEvent(msg.withdrawAddress));
      k.setWithdrawAddress(ctx, delegator, withdraw);
      return {};
    },
  };

  const withdrawReward: MsgRoute<MsgWithdrawDelegatorReward> = {
    ...WITHDRAW_DELEGATOR_REWARD_MSG_TYPE,
    validateBasic: (msg) => {
      account(msg.delegatorAddress, "delegator address");
      operator(msg.validatorAddress);
    },
    handle: (ctx, msg) => {
      const delegator = account(msg.delegatorAddress, "delegator address");
      const valoper = operator(msg.validatorAddress);
      if (k.staking.getValidator(ctx, valoper) === undefined) throw ErrNoValidatorDistInfo.error();
      if (k.staking.getDelegation(ctx, delegator, valoper) === undefined) throw ErrEmptyDelegationDistInfo.error();
      const amount = withdrawDelegationRewards(ctx, k, valoper, delegator);
      initializeDelegation(ctx, k, valoper, delegator);
      return { amount: coinsToProto(amount) };
    },
  };

  const withdrawCommission: MsgRoute<MsgWithdrawValidatorCommission> = {
    ...WITHDRAW_VALIDATOR_COMMISSION_MSG_TYPE,
    validateBasic: (msg) => void operator(msg.validatorAddress),
    handle: (ctx, msg) => ({ amount: coinsToProto(withdrawValidatorCommission(ctx, k, operator(msg.validatorAddress))) }),
  };

  const fundCommunityPool: MsgRoute<MsgFundCommunityPool> = {
    ...FUND_COMMUNITY_POOL_MSG_TYPE,
    validateBasic: (msg) => {
      fundAmount(msg);
      account(msg.depositor, "depositor address");
    },
    handle: (ctx, msg) => {
      const amount = fundAmount(msg);
      k.bank.sendCoinsFromAccountToModule(ctx, account(msg.depositor, "depositor address"), DISTRIBUTION_MODULE_NAME, amount);
      k.setCommunityPool(ctx, addDecCoins(k.communityPool(ctx), decCoinsFromCoins(amount)));
      return {};
    },
  };

  // The gov account replaces the whole params: the deprecated proposer rewards must stay nil or zero.
  const updateParams: MsgRoute<MsgUpdateParams> = {
    ...UPDATE_PARAMS_MSG_TYPE,
    validateBasic: (msg) => {
      if (setsDeprecatedProposerRewards(msg.params)) throw unregisteredError("base and bonus proposer reward are deprecated fields and should not be used");
      account(msg.authority, "authority address");
      validateUnregistered(() => validateUpdatedDistributionParams(msg.params));
    },
    handle: (ctx, msg) => {
      checkAuthority(k.addressCodec, msg.authority);
      if (setsDeprecatedProposerRewards(msg.params))
        throw ErrInvalidRequest.wrap("cannot update base or bonus proposer reward because these are deprecated fields");
      validateUnregistered(() => validateUpdatedDistributionParams(msg.params));
      k.setParams(ctx, msg.params);
      return {};
    },
  };

  // The gov account pays out of the community pool, whose coins the distribution module account holds.
  const communityPoolSpend: MsgRoute<MsgCommunityPoolSpend> = {
    ...COMMUNITY_POOL_SPEND_MSG_TYPE,
    validateBasic: (msg) => {
      account(msg.authority, "authority address");
      spendAmount(msg);
    },
    handle: (ctx, msg) => {
      checkAuthority(k.addressCodec, msg.authority);
      let recipient: Uint8Array;
      try {
        recipient = k.addressCodec.decode(msg.recipient, "recipient address");
      } catch (err) {
        throw unregisteredError(err);
      }
      if (k.bank.blockedAddr(recipient)) throw ErrUnauthorized.wrap(`${msg.recipient} is not allowed to receive external funds`);
      const amount = spendAmount(msg);
      const { result: pool, negative } = safeSubDecCoins(k.communityPool(ctx), decCoinsFromCoins(amount));
      if (negative) throw ErrBadDistribution.error();
      k.bank.sendCoinsFromModuleToAccount(ctx, DISTRIBUTION_MODULE_NAME, recipient, amount);
      k.setCommunityPool(ctx, pool);
      return {};
    },
  };

  return [setWithdrawAddress, withdrawReward, withdrawCommission, fundCommunityPool, updateParams, communityPoolSpend];
}

/** The coins of a pool spend: `Coins.Validate` (sorted, positive, valid denoms; empty allowed), its errors unregistered. */
function spendAmount(msg: MsgCommunityPoolSpend) {
  try {
    const coins = coinsFromProto(msg.amount);
    validateCoins(coins);
    return coins;
  } catch (err) {
    throw unregisteredError(err);
  }
}

function fundAmount(msg: MsgFundCommunityPool) {
  try {
    const coins = coinsFromProto(msg.amount);
    validateCoins(coins);
    return coins;
  } catch {
    throw ErrInvalidCoins.wrap(msg.amount.map((c) => `${c.amount}${c.denom}`).join(","));
  }
}
