import { Plan } from "cosmjs-types/cosmos/upgrade/v1beta1/upgrade";
import { govAuthority } from "../../../module-kit/authority";
import type { Context } from "../../../module-kit/context";
import { PrefixStore } from "../../../store/prefix";
import type { KVStore } from "../../../store/types";
import type { AddressCodec } from "../../../types/address";
import { ErrInvalidRequest } from "../../../types/sdk-errors";
import {
  DONE_PREFIX,
  doneKey,
  moduleVersionKey,
  parseDoneKey,
  PLAN_KEY,
  PROTOCOL_VERSION_KEY,
  readU64be,
  u64be,
  upgradedClientKey,
  upgradedConsStateKey,
  UPGRADE_STORE_KEY,
  VERSION_MAP_PREFIX,
} from "../types/keys";
import { canonicalPlan, validatePlan } from "../types/plan";

/** Module consensus versions by module name (the SDK's `module.VersionMap`). */
export type VersionMap = ReadonlyMap<string, bigint>;

/**
 * What an upgrade does at its height, in the block's context: migrate state and return the module versions after
 * it (the SDK's `UpgradeHandler`). Throwing halts the node, as the SDK's panic does.
 */
export type UpgradeHandler = (ctx: Context, plan: Plan, fromVersions: VersionMap) => VersionMap;

/** An applied upgrade: its name and the height it was applied at. */
export interface DoneUpgrade {
  readonly name: string;
  readonly height: bigint;
}

/**
 * x/upgrade state under the SDK v0.47 keys (the plan, applied upgrades, module versions, protocol version) and this
 * binary's side of upgrades: the handlers it has and the heights whose plan the operator skips. The handlers and
 * skipped heights are process settings, never state: a node without a handler halts at the plan's height.
 */
export class UpgradeKeeper {
  private readonly handlers = new Map<string, UpgradeHandler>();
  private readonly skipHeights: ReadonlySet<bigint>;
  /** Whether this process has checked, at its first block, that it can run the last applied upgrade's state. */
  downgradeVerified = false;

  constructor(
    readonly addressCodec: AddressCodec,
    skipHeights: readonly bigint[] = [],
  ) {
    this.skipHeights = new Set(skipHeights);
  }

  /** The address allowed to schedule and cancel upgrades: the gov account. */
  get authority(): string {
    return govAuthority(this.addressCodec);
  }

  setUpgradeHandler(name: string, handler: UpgradeHandler): void {
    this.handlers.set(name, handler);
  }

  hasHandler(name: string): boolean {
    return this.handlers.has(name);
  }

  isSkipHeight(height: bigint): boolean {
    return this.skipHeights.has(height);
  }

  getPlan(ctx: Context): Plan | undefined {
    const bytes = store(ctx).get(PLAN_KEY);
    return bytes === undefined ? undefined : Plan.decode(bytes);
  }

  /**
   * The SDK's `ScheduleUpgrade`: a valid plan, not below this block's height (a plan for this very height runs at the
   * next block's start), not already applied; it replaces any plan scheduled before (one plan at a time).
   */
  scheduleUpgrade(ctx: Context, plan: Plan): void {
    validatePlan(plan);
    if (plan.height < ctx.height) throw ErrInvalidRequest.wrap("upgrade cannot be scheduled in the past");
    if (this.doneHeight(ctx, plan.name) !== undefined) throw ErrInvalidRequest.wrap(`upgrade with name ${plan.name} has already been completed`);
    const old = this.getPlan(ctx);
    if (old !== undefined) this.clearIbcState(ctx, old.height);
    store(ctx).set(PLAN_KEY, Plan.encode(canonicalPlan(plan)).finish());
  }

  /** Drops the scheduled plan, if any, and what IBC left for it. */
  clearPlan(ctx: Context): void {
    const plan = this.getPlan(ctx);
    if (plan !== undefined) this.clearIbcState(ctx, plan.height);
    store(ctx).delete(PLAN_KEY);
  }

  /** The height upgrade `name` was applied at, or undefined. */
  doneHeight(ctx: Context, name: string): bigint | undefined {
    for (const [key] of new PrefixStore(store(ctx), DONE_PREFIX).iterator()) {
      const done = parseDoneKey(key);
      if (done.name === name) return done.height;
    }
    return undefined;
  }

  /** The upgrade applied last (the highest height), or undefined before any. */
  lastCompletedUpgrade(ctx: Context): DoneUpgrade | undefined {
    for (const [key] of new PrefixStore(store(ctx), DONE_PREFIX).reverseIterator()) return parseDoneKey(key);
    return undefined;
  }

  moduleVersionMap(ctx: Context): VersionMap {
    const versions = new Map<string, bigint>();
    for (const [key, value] of new PrefixStore(store(ctx), VERSION_MAP_PREFIX).iterator()) versions.set(new TextDecoder().decode(key), readU64be(value));
    return versions;
  }

  /** Writes each module's version, in module-name order. */
  setModuleVersionMap(ctx: Context, versions: VersionMap): void {
    for (const name of [...versions.keys()].sort()) store(ctx).set(moduleVersionKey(name), u64be(versions.get(name)!));
  }

  moduleVersion(ctx: Context, name: string): bigint | undefined {
    const bytes = store(ctx).get(moduleVersionKey(name));
    return bytes === undefined ? undefined : readU64be(bytes);
  }

  /** The protocol version: 0, plus one per applied upgrade. */
  protocolVersion(ctx: Context): bigint {
    const bytes = store(ctx).get(PROTOCOL_VERSION_KEY);
    return bytes === undefined ? 0n : readU64be(bytes);
  }

  /**
   * The SDK's `ApplyUpgrade`, for a plan whose handler this binary has: runs the handler on the stored module versions
   * and stores the versions it returns, bumps the protocol version, clears the plan and marks it done at this height.
   */
  applyUpgrade(ctx: Context, plan: Plan): void {
    const handler = this.handlers.get(plan.name);
    if (handler === undefined) throw new Error(`no upgrade handler for ${plan.name}: check hasHandler first`);
    this.setModuleVersionMap(ctx, handler(ctx, plan, this.moduleVersionMap(ctx)));
    store(ctx).set(PROTOCOL_VERSION_KEY, u64be(this.protocolVersion(ctx) + 1n));
    this.clearPlan(ctx);
    store(ctx).set(doneKey(plan.name, ctx.height), Uint8Array.of(1));
  }

  /** The consensus state IBC stored for the chain after the upgrade at `lastHeight` (none here: no IBC yet). */
  upgradedConsensusState(ctx: Context, lastHeight: bigint): Uint8Array | undefined {
    return store(ctx).get(upgradedConsStateKey(lastHeight));
  }

  private clearIbcState(ctx: Context, height: bigint): void {
    store(ctx).delete(upgradedClientKey(height));
    store(ctx).delete(upgradedConsStateKey(height));
  }
}

function store(ctx: Context): KVStore {
  return ctx.kvStore(UPGRADE_STORE_KEY);
}
