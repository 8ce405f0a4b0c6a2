import type { Grant } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { equalBytes } from "../../../store/bytes";
import { decodeMsgAny, type DecodedMsg } from "../../../tx/decode";
import type { AddressCodec } from "../../../types/address";
import type { Context } from "../../../module-kit/context";
import { AppError } from "../../../types/errors";
import { EventManager } from "../../../types/events";
import { runMsg } from "../../../module-kit/module";
import { ErrOutOfGas, ErrUnauthorized } from "../../../types/sdk-errors";
import { ErrAuthorizationExpired, ErrAuthorizationNumOfSigners, ErrNoAuthorizationFound } from "../errors";
import { withAuthzMsgIndex } from "../events";
import type { AuthzMsgRouter } from "../expected-keepers";
import type { Authorization, AuthorizationRegistry } from "../types/authorization";
import { isExpired } from "../types/grant";

/** What dispatching needs of the keeper: the app's router, the address codec, the authorization kinds, the grants. */
export interface DispatchKeeper {
  readonly addressCodec: AddressCodec;
  readonly router: AuthzMsgRouter;
  readonly authorizations: AuthorizationRegistry;
  getGrant(ctx: Context, granter: Uint8Array, grantee: Uint8Array, msgTypeUrl: string): Grant | undefined;
  deleteGrant(ctx: Context, granter: Uint8Array, grantee: Uint8Array, msgTypeUrl: string): void;
  updateGrant(ctx: Context, granter: Uint8Array, grantee: Uint8Array, authorization: Authorization): void;
}

/** Decodes MsgExec's messages as the transaction decoder decodes a body's: the SDK unpacks them with the tx. */
export function decodeExecMessages(router: AuthzMsgRouter, msgs: readonly Any[]): DecodedMsg[] {
  return msgs.map((any) => decodeMsgAny(router, any));
}

/**
 * The SDK's DispatchActions: each message, in order, must have exactly one signer. A message signed by the
 * grantee runs as it is; any other needs the signer's (the granter's) unexpired grant for its type, whose
 * Accept may refuse it, use the grant up (deleted) or lower it (updated). The message then runs through its
 * own handler as if its signer had sent it, on the same state branch and gas meter; its events are kept with
 * `authz_msg_index`. Returns each message's response bytes (MsgExecResponse.results).
 */
export function dispatchActions(ctx: Context, keeper: DispatchKeeper, grantee: Uint8Array, msgs: readonly Any[]): Uint8Array[] {
  const results: Uint8Array[] = [];
  for (const [index, { typeUrl, route, msg }] of decodeExecMessages(keeper.router, msgs).entries()) {
    const signers = route.signers(msg);
    if (signers.length !== 1) throw ErrAuthorizationNumOfSigners.error();
    const granter = keeper.addressCodec.decode(signers[0]!, "signer address");
    if (!equalBytes(granter, grantee)) useGrant(ctx, keeper, granter, grantee, typeUrl, msg);

    const events = new EventManager();
    let response: Any;
    try {
      response = runMsg(route, ctx.withEvents(events), msg);
    } catch (err) {
      if (!(err instanceof AppError) || ErrOutOfGas.is(err)) throw err;
      throw err.wrap(`failed to execute message; message ${typeUrl}`);
    }
    results.push(response.value);
    for (const e of events.events()) ctx.events.emit(withAuthzMsgIndex(e, index));
  }
  return results;
}

/** Checks and applies the grant from `granter` to `grantee` for one message, or throws why it does not allow it. */
function useGrant(ctx: Context, keeper: DispatchKeeper, granter: Uint8Array, grantee: Uint8Array, typeUrl: string, msg: unknown): void {
  const grant = keeper.getGrant(ctx, granter, grantee, typeUrl);
  if (grant === undefined) {
    const codec = keeper.addressCodec;
    throw ErrNoAuthorizationFound.wrap(`no grant from ${codec.encode(granter)} to ${codec.encode(grantee)} for ${typeUrl}`);
  }
  if (isExpired(grant, ctx.time)) throw ErrAuthorizationExpired.error();
  const authorization = keeper.authorizations.unpack(grant.authorization);
  const decision = authorization.type.accept(ctx, authorization.value, msg);
  if (decision.delete) keeper.deleteGrant(ctx, granter, grantee, typeUrl);
  else if (decision.updated !== undefined) keeper.updateGrant(ctx, granter, grantee, { type: authorization.type, value: decision.updated });
  if (!decision.accept) throw ErrUnauthorized.error();
}
