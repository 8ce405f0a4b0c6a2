import { Grant } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import type { FeegrantKeeper as TxFeegrantKeeper } from "../../../tx/expected-keepers";
import type { AddressCodec } from "../../../types/address";
import type { Coin } from "../../../types/coins";
import type { Context } from "../../../module-kit/context";
import { ErrInvalidRequest, ErrNotFound, ErrUnauthorized } from "../../../types/sdk-errors";
import { EVENT_REVOKE_FEEGRANT, EVENT_SET_FEEGRANT, EVENT_UPDATE_FEEGRANT, EVENT_USE_FEEGRANT, feegrantEvent, type FeegrantEventType } from "../events";
import type { FeegrantAccountKeeper, FeegrantBankKeeper } from "../expected-keepers";
import { acceptAllowance, allowanceExpiration, packAllowance, unpackAllowance, type FeeAllowance } from "../types/allowance";
import { grantPairKey } from "../types/keys";
import { isBefore } from "../../../types/time";
import { dequeueGrant, enqueueGrant, pruneExpiredAllowances } from "./queue";
import { allowancesStore } from "./store";

export interface FeegrantKeeperOptions {
  readonly accountKeeper: FeegrantAccountKeeper;
  readonly bankKeeper: FeegrantBankKeeper;
}

/**
 * x/feegrant state: one grant per (granter, grantee) pair and the queue of their expirations. Implements what
 * the ante chain needs (`useGrantedFees`). Every change emits its event from here, so messages, fee payment and
 * genesis emit the same ones.
 */
export class FeegrantKeeper implements TxFeegrantKeeper {
  private readonly accounts: FeegrantAccountKeeper;
  private readonly bank: FeegrantBankKeeper;

  constructor(options: FeegrantKeeperOptions) {
    this.accounts = options.accountKeeper;
    this.bank = options.bankKeeper;
  }

  get addressCodec(): AddressCodec {
    return this.accounts.addressCodec;
  }

  /** The stored grant from `granter` to `grantee`, as queries return it. */
  getGrant(ctx: Context, granter: Uint8Array, grantee: Uint8Array): Grant | undefined {
    const bytes = allowancesStore(ctx).get(grantPairKey(granter, grantee));
    return bytes === undefined ? undefined : Grant.decode(bytes);
  }

  getAllowance(ctx: Context, granter: Uint8Array, grantee: Uint8Array): FeeAllowance | undefined {
    const grant = this.getGrant(ctx, granter, grantee);
    return grant === undefined ? undefined : unpackAllowance(grant.allowance);
  }

  /**
   * Stores the grant (replacing one of the same pair) and keeps the expiry queue in step; emits set_feegrant. A
   * grantee without an account gets one, unless its address may not receive funds. An expiration before the
   * block time is refused.
   */
  grantAllowance(ctx: Context, granter: Uint8Array, grantee: Uint8Array, allowance: FeeAllowance): void {
    if (!this.accounts.hasAccount(ctx, grantee)) {
      if (this.bank.blockedAddr(grantee)) throw ErrUnauthorized.wrap(`${this.addressCodec.encode(grantee)} is not allowed to receive funds`);
      this.accounts.setAccount(ctx, this.accounts.newAccountWithAddress(ctx, grantee));
    }
    const expiration = allowanceExpiration(allowance);
    if (expiration !== undefined && isBefore(expiration, ctx.time)) throw ErrInvalidRequest.wrap("expiration is before current block time");
    const previous = this.getAllowance(ctx, granter, grantee);
    const previousExpiration = previous === undefined ? undefined : allowanceExpiration(previous);
    if (previousExpiration !== undefined) dequeueGrant(ctx, previousExpiration, granter, grantee);
    if (expiration !== undefined) enqueueGrant(ctx, expiration, granter, grantee);
    this.store(ctx, granter, grantee, allowance);
    this.emit(ctx, EVENT_SET_FEEGRANT, granter, grantee);
  }

  /** Deletes the grant and its queue entry; emits revoke_feegrant. ErrNotFound when there is none. */
  revokeAllowance(ctx: Context, granter: Uint8Array, grantee: Uint8Array): void {
    const allowance = this.getAllowance(ctx, granter, grantee);
    if (allowance === undefined) throw ErrNotFound.wrap("fee-grant not found");
    this.removeGrant(ctx, granter, grantee, allowance);
  }

  /**
   * Pays `fee` for `grantee` out of the grant `granter` gave it (the SDK's `UseGrantedFees`), for a transaction
   * made of messages of these types: the allowance takes the fee and is stored as it is left (update_feegrant),
   * or deleted when spent exactly (revoke_feegrant); use_feegrant either way. A refusal throws its error (an
   * expired grant is deleted first); the caller's branch is discarded then, so nothing changes.
   */
  useGrantedFees(ctx: Context, granter: Uint8Array, grantee: Uint8Array, fee: readonly Coin[], msgTypeUrls: readonly string[]): void {
    const allowance = this.getAllowance(ctx, granter, grantee);
    if (allowance === undefined) throw ErrNotFound.wrap("fee-grant not found");
    const result = acceptAllowance(allowance, { time: ctx.time, gasMeter: ctx.gasMeter }, fee, msgTypeUrls);
    if (result.remove) this.removeGrant(ctx, granter, grantee, allowance);
    if (result.error !== undefined) throw result.error;
    this.emit(ctx, EVENT_USE_FEEGRANT, granter, grantee);
    if (result.remove) return;
    this.store(ctx, granter, grantee, result.allowance);
    this.emit(ctx, EVENT_UPDATE_FEEGRANT, granter, grantee);
  }

  /** Every grant in store order (grantee bytes, then granter bytes); stops when `visit` returns true. */
  iterateAllGrants(ctx: Context, visit: (grant: Grant) => boolean | void): void {
    for (const [, bytes] of allowancesStore(ctx).iterator()) {
      if (visit(Grant.decode(bytes)) === true) return;
    }
  }

  /** Deletes the grants that expired before the block time (end of block). Returns how many. */
  pruneExpiredAllowances(ctx: Context): number {
    return pruneExpiredAllowances(ctx);
  }

  private store(ctx: Context, granter: Uint8Array, grantee: Uint8Array, allowance: FeeAllowance): void {
    const grant: Grant = { granter: this.addressCodec.encode(granter), grantee: this.addressCodec.encode(grantee), allowance: packAllowance(allowance) };
    allowancesStore(ctx).set(grantPairKey(granter, grantee), Grant.encode(grant).finish());
  }

  private removeGrant(ctx: Context, granter: Uint8Array, grantee: Uint8Array, allowance: FeeAllowance): void {
    allowancesStore(ctx).delete(grantPairKey(granter, grantee));
    const expiration = allowanceExpiration(allowance);
    if (expiration !== undefined) dequeueGrant(ctx, expiration, granter, grantee);
    this.emit(ctx, EVENT_REVOKE_FEEGRANT, granter, grantee);
  }

  private emit(ctx: Context, type: FeegrantEventType, granter: Uint8Array, grantee: Uint8Array): void {
    ctx.events.emit(feegrantEvent(type, this.addressCodec.encode(granter), this.addressCodec.encode(grantee)));
  }
}
