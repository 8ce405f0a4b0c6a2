import type { MsgTransfer, MsgTransferResponse } from "cosmjs-types-ibc-v7/ibc/applications/transfer/v1/tx";
import type { MsgRoute } from "../../module-kit/module";
import { transferEvents } from "./events";
import type { TransferKeeper } from "./keeper/keeper";
import { TRANSFER_MSG_TYPE, validateMsgTransfer } from "./types/msgs";

/** MsgTransfer's node side: ibc-go v7.10's ValidateBasic, then the keeper's send and the `ibc_transfer` event. */
export function transferMsgRoutes(keeper: TransferKeeper): MsgRoute[] {
  const transfer: MsgRoute<MsgTransfer, MsgTransferResponse> = {
    ...TRANSFER_MSG_TYPE,
    validateBasic: (msg) => void validateMsgTransfer(msg, keeper.addressCodec),
    handle: (ctx, msg) => {
      const transfer = validateMsgTransfer(msg, keeper.addressCodec);
      const sequence = keeper.sendTransfer(ctx, transfer);
      ctx.events.emitAll(transferEvents(msg.sender, msg.receiver, transfer.token.amount.toString(), transfer.token.denom, msg.memo));
      return { sequence };
    },
  };
  return [transfer];
}
