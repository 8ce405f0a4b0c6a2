import { SendAuthorization } from "cosmjs-types/cosmos/bank/v1beta1/authz";
import type { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { coinsFromProto, coinsToProto, safeSubCoins, validateCoins } from "../../../types/coins";
import { AppError } from "../../../types/errors";
import { ErrInsufficientFunds, ErrInvalidCoins, ErrInvalidType, ErrUnauthorized } from "../../../types/sdk-errors";
import type { AuthorizationType } from "../../../module-kit/authorization";
import { ErrDuplicateEntry } from "../errors";
import { MSG_SEND_TYPE_URL } from "./msgs";

export const SEND_AUTHORIZATION_TYPE_URL = "/cosmos.bank.v1beta1.SendAuthorization";

/** Gas per allow-list entry compared (SDK v0.47 `x/bank/types/send_authorization.go`). */
const GAS_PER_ALLOW_LIST_ENTRY = 10n;

/**
 * SendAuthorization{spend_limit, allow_list}: MsgSend of at most `spend_limit` in total, to the listed addresses
 * only when the list is not empty. Each accepted send lowers the limit; spending it to zero deletes the grant.
 */
export const sendAuthorization: AuthorizationType<SendAuthorization> = {
  typeUrl: SEND_AUTHORIZATION_TYPE_URL,
  codec: SendAuthorization,
  msgTypeUrl: () => MSG_SEND_TYPE_URL,
  validateBasic: (a, addressCodec) => {
    if (a.spendLimit.length === 0) throw ErrInvalidCoins.wrap("spend limit cannot be nil");
    try {
      validateCoins(coinsFromProto(a.spendLimit));
    } catch (err) {
      throw err instanceof AppError ? err.wrap("spend limit must be positive") : err;
    }
    const seen = new Set<string>();
    for (const address of a.allowList) {
      addressCodec.decode(address, "allow list address");
      if (seen.has(address)) throw ErrDuplicateEntry.wrap(`${address} is in the allow list twice`);
      seen.add(address);
    }
  },
  accept: (ctx, a, msg) => {
    if (!isMsgSend(msg)) throw ErrInvalidType.wrap("type mismatch");
    const left = safeSubCoins(coinsFromProto(a.spendLimit), coinsFromProto(msg.amount));
    if (left === undefined) throw ErrInsufficientFunds.wrap("requested amount is more than spend limit");
    if (a.allowList.length > 0) {
      let allowed = false;
      for (const address of a.allowList) {
        ctx.gasMeter.consume(GAS_PER_ALLOW_LIST_ENTRY, "send authorization");
        if (address === msg.toAddress) {
          allowed = true;
          break;
        }
      }
      if (!allowed) throw ErrUnauthorized.wrap(`cannot send to ${msg.toAddress} address`);
    }
    if (left.length === 0) return { accept: true, delete: true };
    return { accept: true, delete: false, updated: { spendLimit: coinsToProto(left), allowList: [...a.allowList] } };
  },
};

function isMsgSend(msg: unknown): msg is MsgSend {
  const m = msg as Partial<MsgSend> | null;
  return m !== null && typeof m === "object" && typeof m.fromAddress === "string" && typeof m.toAddress === "string" && Array.isArray(m.amount);
}
