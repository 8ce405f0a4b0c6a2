import type { MsgMultiSend, MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import type { Context } from "../../module-kit/context";
import type { MsgRoute } from "../../module-kit/module";
import { ErrUnauthorized } from "../../types/sdk-errors";
import type { BankKeeper } from "./keeper/keeper";
import { MULTI_SEND_MSG_TYPE, parseSendAmount, SEND_MSG_TYPE, validateMsgMultiSend, validateMsgSend } from "./types/msgs";

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
  return [send, multiSend];
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
