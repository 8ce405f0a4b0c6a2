import { BondStatus, type Validator } from "cosmjs-types/cosmos/staking/v1beta1/staking";
import {
  MsgUndelegateResponse,
  type MsgBeginRedelegate,
  type MsgCancelUnbondingDelegation,
  type MsgCreateValidator,
  type MsgDelegate,
  type MsgEditValidator,
  type MsgUndelegate,
  type MsgUpdateParams,
} from "cosmjs-types/cosmos/staking/v1beta1/tx";
import { checkAuthority } from "../../module-kit/authority";
import type { Context } from "../../module-kit/context";
import type { MsgRoute } from "../../module-kit/module";
import { validateAuthorityAddress, validateUnregistered } from "../../module-kit/params-update";
import { formatDec } from "../../types/coins";
import { ErrInvalidRequest, ErrInvalidType, ErrNotFound } from "../../types/sdk-errors";
import { isBefore, rfc3339Seconds } from "../../types/time";
import {
  ErrCommissionLTMinRate,
  ErrDelegatorShareExRateInvalid,
  ErrEmptyValidatorPubKey,
  ErrMinSelfDelegationDecreased,
  ErrSelfDelegationBelowMinimum,
  ErrValidatorJailed,
  ErrValidatorOwnerExists,
  ErrValidatorPubKeyExists,
} from "./errors";
import {
  EVENT_CANCEL_UNBONDING_DELEGATION,
  EVENT_CREATE_VALIDATOR,
  EVENT_DELEGATE,
  EVENT_EDIT_VALIDATOR,
  EVENT_REDELEGATE,
  EVENT_UNBOND,
  stakingEvent,
} from "./events";
import { beginRedelegation, delegate, saveUnbondingDelegation, undelegate, validateUnbondAmount } from "./keeper/delegation";
import type { StakingKeeper } from "./keeper/keeper";
import { consensusAddress, ED25519_PUBKEY_TYPE_URL } from "./types/consensus-key";
import { validatorByConsAddrKey } from "./types/keys";
import {
  BEGIN_REDELEGATE_MSG_TYPE,
  CANCEL_UNBONDING_DELEGATION_MSG_TYPE,
  CREATE_VALIDATOR_MSG_TYPE,
  DELEGATE_MSG_TYPE,
  EDIT_VALIDATOR_MSG_TYPE,
  UNDELEGATE_MSG_TYPE,
  UPDATE_PARAMS_MSG_TYPE,
} from "./types/msgs";
import { validateUpdatedStakingParams } from "./types/params";
import { tokensOf } from "./types/validator";
import { commissionText, newValidator, validateNewCommissionRate } from "./types/commission";
import {
  accountAddress,
  decOfWire,
  ensureDescriptionLength,
  intOfText,
  isEmptyCommission,
  isEmptyDescription,
  positiveCoin,
  updateDescription,
  validateCommissionRates,
} from "./types/validate";
import { stakingStore } from "./keeper/store";

/** Public key types a consensus key may be given as; of these, consensus params accept Ed25519 only. */
const KNOWN_PUBKEY_TYPES = new Set(["/cosmos.crypto.ed25519.PubKey", "/cosmos.crypto.secp256k1.PubKey"]);

/** The staking messages' node side: stateless checks (the SDK's ValidateBasic) and handlers (its msg server). */
export function stakingMsgRoutes(k: StakingKeeper): MsgRoute[] {
  const account = (text: string, what: string) => accountAddress(k.addressCodec, text, what);
  const operator = (text: string, what = "validator address") => accountAddress(k.operatorCodec, text, what);

  const createValidator: MsgRoute<MsgCreateValidator> = {
    ...CREATE_VALIDATOR_MSG_TYPE,
    validateBasic: (msg) => void checkCreateValidator(msg),
    handle: (ctx, msg) => {
      const { delegator, valoper, value, rates, minSelfDelegation } = checkCreateValidator(msg);
      const params = k.getParams(ctx);
      const minRate = decOfWire(params.minCommissionRate || "0", "min commission rate");
      if (rates.rate < minRate) throw ErrCommissionLTMinRate.wrap(`cannot set validator commission to less than minimum rate of ${formatDec(minRate)}`);
      if (k.getValidator(ctx, valoper) !== undefined) throw ErrValidatorOwnerExists.error();
      if (!KNOWN_PUBKEY_TYPES.has(msg.pubkey!.typeUrl)) throw ErrInvalidType.wrap(`Expecting cryptotypes.PubKey, got ${msg.pubkey!.typeUrl}`);
      // the SDK checks the key's type last: a secp256k1 key (never stored) passes the checks before it
      const isEd25519 = msg.pubkey!.typeUrl === ED25519_PUBKEY_TYPE_URL;
      if (isEd25519 && stakingStore(ctx).has(validatorByConsAddrKey(consensusAddress(msg.pubkey)))) throw ErrValidatorPubKeyExists.error();
      if (value.denom !== params.bondDenom) throw ErrInvalidRequest.wrap(`invalid coin denomination: got ${value.denom}, expected ${params.bondDenom}`);
      ensureDescriptionLength(msg.description);
      consensusAddress(msg.pubkey);
      const validator: Validator = {
        ...newValidator(msg.validatorAddress, msg.pubkey!, msg.description),
        commission: {
          commissionRates: { rate: rates.rate.toString(), maxRate: rates.maxRate.toString(), maxChangeRate: rates.maxChangeRate.toString() },
          updateTime: ctx.time,
        },
        minSelfDelegation: minSelfDelegation.toString(),
      };
      k.setValidator(ctx, validator);
      k.setValidatorByConsAddr(ctx, validator);
      k.setNewValidatorByPowerIndex(ctx, validator);
      k.hooks.call("afterValidatorCreated", ctx, valoper);
      delegate(ctx, k, delegator, value.amount, validator, "account");
      ctx.events.emit(stakingEvent(EVENT_CREATE_VALIDATOR, { validator: msg.validatorAddress, amount: `${value.amount}${value.denom}` }));
      return {};
    },
  };

  function checkCreateValidator(msg: MsgCreateValidator) {
    const delegator = account(msg.delegatorAddress, "delegator address");
    const valoper = operator(msg.validatorAddress);
    if (Buffer.compare(Buffer.from(delegator), Buffer.from(valoper)) !== 0) throw ErrInvalidRequest.wrap("validator address is invalid");
    if (msg.pubkey === undefined) throw ErrEmptyValidatorPubKey.error();
    const value = positiveCoin(msg.value, "invalid delegation amount");
    if (isEmptyDescription(msg.description)) throw ErrInvalidRequest.wrap("empty description");
    if (isEmptyCommission(msg.commission)) throw ErrInvalidRequest.wrap("empty commission");
    const rates = validateCommissionRates(msg.commission);
    const minSelfDelegation = intOfText(msg.minSelfDelegation || "0", "minimum self delegation");
    if (minSelfDelegation <= 0n) throw ErrInvalidRequest.wrap("minimum self delegation must be a positive integer");
    if (value.amount < minSelfDelegation) throw ErrSelfDelegationBelowMinimum.error();
    return { delegator, valoper, value, rates, minSelfDelegation };
  }

  const editValidator: MsgRoute<MsgEditValidator> = {
    ...EDIT_VALIDATOR_MSG_TYPE,
    validateBasic: (msg) => void checkEditValidator(msg),
    handle: (ctx, msg) => {
      const { valoper, rate, minSelfDelegation } = checkEditValidator(msg);
      let validator = k.mustGetValidator(ctx, valoper);
      validator = { ...validator, description: updateDescription(validator.description, msg.description) };
      if (rate !== undefined) {
        validateNewCommissionRate(validator.commission, rate, ctx.time);
        const minRate = decOfWire(k.getParams(ctx).minCommissionRate || "0", "min commission rate");
        if (rate < minRate) throw ErrCommissionLTMinRate.wrap(`cannot set validator commission to less than minimum rate of ${formatDec(minRate)}`);
        k.hooks.call("beforeValidatorModified", ctx, valoper);
        validator = { ...validator, commission: { commissionRates: { ...validator.commission.commissionRates, rate: rate.toString() }, updateTime: ctx.time } };
      }
      if (minSelfDelegation !== undefined) {
        if (minSelfDelegation <= BigInt(validator.minSelfDelegation)) throw ErrMinSelfDelegationDecreased.error();
        if (minSelfDelegation > tokensOf(validator)) throw ErrSelfDelegationBelowMinimum.error();
        validator = { ...validator, minSelfDelegation: minSelfDelegation.toString() };
      }
      k.setValidator(ctx, validator);
      ctx.events.emit(
        stakingEvent(EVENT_EDIT_VALIDATOR, { commission_rate: commissionText(validator.commission), min_self_delegation: validator.minSelfDelegation }),
      );
      return {};
    },
  };

  function checkEditValidator(msg: MsgEditValidator) {
    const valoper = operator(msg.validatorAddress);
    if (isEmptyDescription(msg.description)) throw ErrInvalidRequest.wrap("empty description");
    const minSelfDelegation = msg.minSelfDelegation === "" ? undefined : intOfText(msg.minSelfDelegation, "minimum self delegation");
    if (minSelfDelegation !== undefined && minSelfDelegation <= 0n) throw ErrInvalidRequest.wrap("minimum self delegation must be a positive integer");
    const rate = msg.commissionRate === "" ? undefined : decOfWire(msg.commissionRate, "commission rate");
    if (rate !== undefined && (rate < 0n || rate > 10n ** 18n)) throw ErrInvalidRequest.wrap("commission rate must be between 0 and 1 (inclusive)");
    return { valoper, rate, minSelfDelegation };
  }

  const bondDenomOf = (ctx: Context, denom: string) => {
    const bondDenom = k.bondDenom(ctx);
    if (denom !== bondDenom) throw ErrInvalidRequest.wrap(`invalid coin denomination: got ${denom}, expected ${bondDenom}`);
  };

  const delegateRoute: MsgRoute<MsgDelegate> = {
    ...DELEGATE_MSG_TYPE,
    validateBasic: (msg) => void checkDelegate(msg),
    handle: (ctx, msg) => {
      const { delegator, valoper, amount } = checkDelegate(msg);
      const validator = k.mustGetValidator(ctx, valoper);
      bondDenomOf(ctx, amount.denom);
      const shares = delegate(ctx, k, delegator, amount.amount, validator, "account");
      ctx.events.emit(
        stakingEvent(EVENT_DELEGATE, {
          validator: msg.validatorAddress,
          delegator: msg.delegatorAddress,
          amount: `${amount.amount}${amount.denom}`,
          new_shares: formatDec(shares),
        }),
      );
      return {};
    },
  };

  function checkDelegate(msg: { delegatorAddress: string; validatorAddress: string; amount: MsgDelegate["amount"] }, problem = "invalid delegation amount") {
    return {
      delegator: account(msg.delegatorAddress, "delegator address"),
      valoper: operator(msg.validatorAddress),
      amount: positiveCoin(msg.amount, problem),
    };
  }

  const redelegate: MsgRoute<MsgBeginRedelegate> = {
    ...BEGIN_REDELEGATE_MSG_TYPE,
    validateBasic: (msg) => void checkRedelegate(msg),
    handle: (ctx, msg) => {
      const { delegator, src, dst, amount } = checkRedelegate(msg);
      const shares = validateUnbondAmount(ctx, k, delegator, src, amount.amount);
      bondDenomOf(ctx, amount.denom);
      const completionTime = beginRedelegation(ctx, k, delegator, src, dst, shares);
      ctx.events.emit(
        stakingEvent(EVENT_REDELEGATE, {
          source_validator: msg.validatorSrcAddress,
          destination_validator: msg.validatorDstAddress,
          amount: `${amount.amount}${amount.denom}`,
          completion_time: rfc3339Seconds(completionTime),
        }),
      );
      return { completionTime };
    },
  };

  function checkRedelegate(msg: MsgBeginRedelegate) {
    return {
      delegator: account(msg.delegatorAddress, "delegator address"),
      src: operator(msg.validatorSrcAddress, "source validator address"),
      dst: operator(msg.validatorDstAddress, "destination validator address"),
      amount: positiveCoin(msg.amount, "invalid shares amount"),
    };
  }

  const undelegateRoute: MsgRoute<MsgUndelegate> = {
    ...UNDELEGATE_MSG_TYPE,
    validateBasic: (msg) => void checkDelegate(msg, "invalid shares amount"),
    handle: (ctx, msg) => {
      const { delegator, valoper, amount } = checkDelegate(msg, "invalid shares amount");
      const shares = validateUnbondAmount(ctx, k, delegator, valoper, amount.amount);
      bondDenomOf(ctx, amount.denom);
      const { completionTime } = undelegate(ctx, k, delegator, valoper, shares);
      ctx.events.emit(
        stakingEvent(EVENT_UNBOND, {
          validator: msg.validatorAddress,
          amount: `${amount.amount}${amount.denom}`,
          delegator: msg.delegatorAddress,
          completion_time: rfc3339Seconds(completionTime),
        }),
      );
      // SDK v0.47's response has the completion time only (the amount field came with v0.50)
      return MsgUndelegateResponse.fromPartial({ completionTime });
    },
  };

  const cancelUnbonding: MsgRoute<MsgCancelUnbondingDelegation> = {
    ...CANCEL_UNBONDING_DELEGATION_MSG_TYPE,
    validateBasic: (msg) => void checkCancel(msg),
    handle: (ctx, msg) => {
      const { delegator, valoper, amount } = checkCancel(msg);
      bondDenomOf(ctx, amount.denom);
      const validator = k.mustGetValidator(ctx, valoper);
      if (tokensOf(validator) === 0n && BigInt(validator.delegatorShares) > 0n) throw ErrDelegatorShareExRateInvalid.error();
      if (validator.jailed) throw ErrValidatorJailed.error();
      const ubd = k.getUnbondingDelegation(ctx, delegator, valoper);
      if (ubd === undefined)
        throw ErrNotFound.wrap(`unbonding delegation with delegator ${msg.delegatorAddress} not found for validator ${msg.validatorAddress}`);
      const index = ubd.entries.findIndex((entry) => entry.creationHeight === msg.creationHeight);
      if (index < 0) throw ErrNotFound.wrap(`unbonding delegation entry is not found at block height ${msg.creationHeight}`);
      const entry = ubd.entries[index]!;
      if (BigInt(entry.balance) < amount.amount) throw ErrInvalidRequest.wrap("amount is greater than the unbonding delegation entry balance");
      if (isBefore(entry.completionTime, ctx.time)) throw ErrInvalidRequest.wrap("unbonding delegation is already processed");
      delegate(ctx, k, delegator, amount.amount, validator, BondStatus.BOND_STATUS_UNBONDING);
      const left = BigInt(entry.balance) - amount.amount;
      const entries = [...ubd.entries];
      if (left === 0n) entries.splice(index, 1);
      else entries[index] = { ...entry, balance: left.toString(), initialBalance: (BigInt(entry.initialBalance) - amount.amount).toString() };
      saveUnbondingDelegation(ctx, k, { ...ubd, entries });
      ctx.events.emit(
        stakingEvent(EVENT_CANCEL_UNBONDING_DELEGATION, {
          amount: `${amount.amount}${amount.denom}`,
          validator: msg.validatorAddress,
          delegator: msg.delegatorAddress,
          creation_height: msg.creationHeight.toString(),
        }),
      );
      return {};
    },
  };

  function checkCancel(msg: MsgCancelUnbondingDelegation) {
    const checked = checkDelegate(msg, "invalid amount");
    if (msg.creationHeight <= 0n) throw ErrInvalidRequest.wrap("invalid height");
    return checked;
  }

  // The gov account replaces the whole params; bad ones and a malformed authority are unregistered errors (code 1).
  const updateParams: MsgRoute<MsgUpdateParams> = {
    ...UPDATE_PARAMS_MSG_TYPE,
    validateBasic: (msg) => {
      validateAuthorityAddress(k.addressCodec, msg.authority);
      validateUnregistered(() => validateUpdatedStakingParams(msg.params));
    },
    handle: (ctx, msg) => {
      checkAuthority(k.addressCodec, msg.authority);
      validateUnregistered(() => validateUpdatedStakingParams(msg.params));
      k.setParams(ctx, msg.params);
      return {};
    },
  };

  return [createValidator, editValidator, delegateRoute, redelegate, undelegateRoute, cancelUnbonding, updateParams];
}
