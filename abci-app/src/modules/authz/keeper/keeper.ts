import { Grant } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import type { Any } from "cosmjs-types/google/protobuf/any";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import type { AddressCodec } from "../../../types/address";
import type { Context } from "../../../module-kit/context";
import { ErrInvalidExpirationTime, ErrNoAuthorizationFound } from "../errors";
import { grantEvent, revokeEvent } from "../events";
import type { AuthzAccountKeeper, AuthzBankKeeper, AuthzMsgRouter } from "../expected-keepers";
import { AuthorizationRegistry, msgTypeUrlOf, packAuthorization, type Authorization, type AuthorizationType } from "../types/authorization";
import { isExpired } from "../types/grant";
import { grantKey, parseGrantKey } from "../types/keys";
import { compareTimestamps, rfc3339Seconds } from "../../../types/time";
import { dispatchActions } from "./dispatch";
import { dequeueAndDeleteExpiredGrants, insertIntoGrantQueue, removeFromGrantQueue } from "./queue";
import { authzStore, grantsStore } from "./store";

export interface AuthzKeeperOptions {
  readonly accountKeeper: AuthzAccountKeeper;
  readonly bankKeeper: AuthzBankKeeper;
  /** The authorization kinds grants may hold: GenericAuthorization, and those of the modules whose messages they authorize. */
  readonly authorizations: readonly AuthorizationType[];
}

/**
 * Grants by (granter, grantee, message type) with their expiry queue, and MsgExec's dispatch of messages on a
 * granter's behalf (SDK v0.47 `x/authz/keeper`). Addresses are bytes; argument order is granter, grantee.
 */
export class AuthzKeeper {
  readonly accountKeeper: AuthzAccountKeeper;
  readonly bankKeeper: AuthzBankKeeper;
  readonly authorizations: AuthorizationRegistry;
  private msgRouter: AuthzMsgRouter | undefined;

  constructor(options: AuthzKeeperOptions) {
    this.accountKeeper = options.accountKeeper;
    this.bankKeeper = options.bankKeeper;
    this.authorizations = new AuthorizationRegistry(options.authorizations);
  }

  get addressCodec(): AddressCodec {
    return this.accountKeeper.addressCodec;
  }

  /** The app's message router, set once every module's routes are known (wiring.ts). */
  setRouter(router: AuthzMsgRouter): void {
    this.msgRouter = router;
  }

  get router(): AuthzMsgRouter {
    if (this.msgRouter === undefined) throw new Error("the authz keeper has no message router: call setRouter when the app is wired");
    return this.msgRouter;
  }

  getGrant(ctx: Context, granter: Uint8Array, grantee: Uint8Array, msgTypeUrl: string): Grant | undefined {
    const bytes = authzStore(ctx).get(grantKey(granter, grantee, msgTypeUrl));
    return bytes === undefined ? undefined : Grant.decode(bytes);
  }

  /**
   * Stores the grant, overwriting the one for the same message type, and keeps the queue in step with its
   * expiration, which must be after the block time. Emits EventGrant.
   */
  saveGrant(ctx: Context, granter: Uint8Array, grantee: Uint8Array, authorization: Authorization, expiration: Timestamp | undefined): void {
    if (expiration !== undefined && compareTimestamps(expiration, ctx.time) <= 0) {
      throw ErrInvalidExpirationTime.wrap(`expiration must be after the current block time (${rfc3339Seconds(ctx.time)}), got ${rfc3339Seconds(expiration)}`);
    }
    const msgTypeUrl = msgTypeUrlOf(authorization);
    const oldExpiration = this.getGrant(ctx, granter, grantee, msgTypeUrl)?.expiration;
    const sameExpiration = oldExpiration !== undefined && expiration !== undefined && compareTimestamps(oldExpiration, expiration) === 0;
    if (oldExpiration !== undefined && !sameExpiration) removeFromGrantQueue(ctx, granter, grantee, msgTypeUrl, oldExpiration);
    if (expiration !== undefined && !sameExpiration) insertIntoGrantQueue(ctx, granter, grantee, msgTypeUrl, expiration);
    this.writeGrant(ctx, granter, grantee, msgTypeUrl, { authorization: packAuthorization(authorization), expiration });
    ctx.events.emit(grantEvent(this.addressCodec.encode(granter), this.addressCodec.encode(grantee), msgTypeUrl));
  }

  /** Replaces a grant's authorization (what Accept returned), keeping its expiration. */
  updateGrant(ctx: Context, granter: Uint8Array, grantee: Uint8Array, authorization: Authorization): void {
    const msgTypeUrl = msgTypeUrlOf(authorization);
    const grant = this.getGrant(ctx, granter, grantee, msgTypeUrl);
    if (grant === undefined) throw ErrNoAuthorizationFound.error();
    this.writeGrant(ctx, granter, grantee, msgTypeUrl, { ...grant, authorization: packAuthorization(authorization) });
  }

  /** Deletes a grant and its queue entry (revoked, or used up). ErrNoAuthorizationFound when there is none. Emits EventRevoke. */
  deleteGrant(ctx: Context, granter: Uint8Array, grantee: Uint8Array, msgTypeUrl: string): void {
    const grant = this.getGrant(ctx, granter, grantee, msgTypeUrl);
    const granterText = this.addressCodec.encode(granter);
    const granteeText = this.addressCodec.encode(grantee);
    if (grant === undefined) throw ErrNoAuthorizationFound.wrap(`no grant from ${granterText} to ${granteeText} for ${msgTypeUrl} to delete`);
    if (grant.expiration !== undefined) removeFromGrantQueue(ctx, granter, grantee, msgTypeUrl, grant.expiration);
    authzStore(ctx).delete(grantKey(granter, grantee, msgTypeUrl));
    ctx.events.emit(revokeEvent(granterText, granteeText, msgTypeUrl));
  }

  /** The authorization of a grant that exists and has not expired at the block time, with its expiration. */
  getAuthorization(
    ctx: Context,
    granter: Uint8Array,
    grantee: Uint8Array,
    msgTypeUrl: string,
  ): { authorization: Authorization; expiration: Timestamp | undefined } | undefined {
    const grant = this.getGrant(ctx, granter, grantee, msgTypeUrl);
    if (grant === undefined || isExpired(grant, ctx.time)) return undefined;
    return { authorization: this.authorizations.unpack(grant.authorization), expiration: grant.expiration };
  }

  /** Every grant in key order (granter bytes, grantee bytes, message type); stops when `visit` returns true. */
  iterateGrants(ctx: Context, visit: (granter: Uint8Array, grantee: Uint8Array, grant: Grant) => boolean | void): void {
    for (const [key, value] of grantsStore(ctx).iterator()) {
      const { granter, grantee } = parseGrantKey(key);
      if (visit(granter, grantee, Grant.decode(value)) === true) return;
    }
  }

  /** The start-of-block pruning: grants that expired before the block time are deleted. Returns how many. */
  dequeueAndDeleteExpiredGrants(ctx: Context): number {
    return dequeueAndDeleteExpiredGrants(ctx);
  }

  /** Runs MsgExec's messages for `grantee`; returns each message's response bytes. */
  dispatchActions(ctx: Context, grantee: Uint8Array, msgs: readonly Any[]): Uint8Array[] {
    return dispatchActions(ctx, this, grantee, msgs);
  }

  private writeGrant(ctx: Context, granter: Uint8Array, grantee: Uint8Array, msgTypeUrl: string, grant: Grant): void {
    authzStore(ctx).set(grantKey(granter, grantee, msgTypeUrl), Grant.encode(grant).finish());
  }
}
