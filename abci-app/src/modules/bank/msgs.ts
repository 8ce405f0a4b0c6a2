import type { MsgMultiSend, MsgSend, MsgSetSendEnabled, MsgUpdateParams } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { checkAuthority } from "../../module-kit/authority";
import type { Context } from "../../module-kit/context";
import type { MsgRoute } from "../../module-kit/module";
import { validateUnregistered } from "../../module-kit/params-update";
import { ErrUnauthorized } from "../../types/sdk-errors";
import type { BankKeeper } from "./keeper/keeper";
import {
  MULTI_SEND_MSG_TYPE,
  parseSendAmount,
  SEND_MSG_TYPE,
  SET_SEND_ENABLED_MSG_TYPE,
  UPDATE_PARAMS_MSG_TYPE,
  validateMsgMultiSend,
  validateMsgSend,
  validateMsgSetSendEnabled,
} from "./types/msgs";
import { validateUpdatedBankParams } from "./types/params";

/** The bank messages' node side: stateless checks and handlers on top of their types (types/msgs.ts). */
export function bankMsgRoutes(keeper: BankKeeper): MsgRoute[] {
  const send: MsgRoute<MsgSend> = {
    ...SEND_MSG_TYPE,
    validateBasic: (msg) => validateMsgSend(msg, keeper.addressCodec),
    handle: (ctx, msg) => {
      handleSend(ctx, keeper, msg);
      return {};
    },
  };
  const multiSend: MsgRoute<MsgMultiSend> = {
    ...MULTI_SEND_MSG_TYPE,
    validateBasic: (msg) => validateMsgMultiSend(msg, keeper.addressCodec),
    handle: (ctx, msg) => {
      handleMultiSend(ctx, keeper, msg);
      return {};
    },
  };
  // v0.47 checks only the params here, not the authority's address (the handler compares it with gov's).
  const updateParams: MsgRoute<MsgUpdateParams> = {
    ...UPDATE_PARAMS_MSG_TYPE,
    validateBasic: (msg) => validateUnregistered(() => validateUpdatedBankParams(msg.params)),
    handle: (ctx, msg) => {
      checkAuthority(keeper.addressCodec, msg.authority);
      validateUnregistered(() => validateUpdatedBankParams(msg.params));
      keeper.setParams(ctx, msg.params);
      return {};
    },
  };
  const setSendEnabled: MsgRoute<MsgSetSendEnabled> = {
    ...SET_SEND_ENABLED_MSG_TYPE,
    validateBasic: (msg) => validateMsgSetSendEnabled(msg, keeper.addressCodec),
    handle: (ctx, msg) => {
      checkAuthority(keeper.addressCodec, msg.authority);
      validateMsgSetSendEnabled(msg, keeper.addressCodec);
      for (const entry of msg.sendEnabled) keeper.setSendEnabled(ctx, entry.denom, entry.enabled);
      for (const denom of msg.useDefaultFor) keeper.deleteSendEnabled(ctx, denom);
      return {};
    },
  };
  return [send, multiSend, updateParams, setSendEnabled];
}

function handleSend(ctx: Context, keeper: BankKeeper, msg: MsgSend): void {
  const amount = parseSendAmount(msg.amount);
  keeper.isSendEnabledCoins(ctx, amount);
  const from = keeper.addressCodec.decode(msg.fromAddress, "from address");
  const to = keeper.addressCodec.decode(msg.toAddress, "to address");
  if (keeper.blockedAddr(to)) throw ErrUnauthorized.wrap(`${msg.toAddress} is not allowed to receive funds`);
  keeper.sendCoins(ctx, from, to, amount);
}

function handleMultiSend(ctx: Context, keeper: BankKeeper, msg: MsgMultiSend): void {
  validateMsgMultiSend(msg, keeper.addressCodec);
  const codec = keeper.addressCodec;
  const input = { address: codec.decode(msg.inputs[0]!.address, "input address"), coins: parseSendAmount(msg.inputs[0]!.coins) };
  keeper.isSendEnabledCoins(ctx, input.coins);
  const outputs = msg.outputs.map((out) => ({ address: codec.decode(out.address, "output address"), coins: parseSendAmount(out.coins) }));
  for (const [i, out] of outputs.entries()) {
    if (keeper.blockedAddr(out.address)) throw ErrUnauthorized.wrap(`${msg.outputs[i]!.address} is not allowed to receive funds`);
  }
  keeper.inputOutputCoins(ctx, input, outputs);
}
