import type { ValidatorUpdate } from "cosmjs-types/tendermint/abci/types";
import type { ConsensusParams } from "cosmjs-types/tendermint/types/params";
import type { Context } from "../module-kit/context";
import type { AppModule, ConsensusParamsStore, QueryRoute } from "../module-kit/module";
import { MsgRouter } from "../tx/msg-router";
import { CHAIN_STORE } from "./chain-state";

/**
 * The app's modules in their fixed order: genesis is loaded, and pre-, begin- and end-block hooks run, in this order.
 * Store names, message routes and query routes are gathered from the modules' tables. The app's own records
 * (chain-state.ts) live in the `consensus` store, x/consensus's when that module is in the list.
 */
export class ModuleManager {
  readonly queryRoutes = new Map<string, QueryRoute>();
  readonly storeNames: readonly string[];
  private readonly paramsStore: ConsensusParamsStore | undefined;

  constructor(
    readonly modules: readonly AppModule[],
    readonly msgRouter = new MsgRouter(),
  ) {
    const names = new Set<string>();
    const paramsOwners = modules.filter((m) => m.consensusParams !== undefined);
    if (paramsOwners.length > 1) throw new Error(`consensus params kept by ${paramsOwners.map((m) => m.name).join(" and ")}: only one module may`);
    this.paramsStore = paramsOwners[0]?.consensusParams;
    for (const module of modules) {
      for (const name of module.storeKeys) {
        if (names.has(name)) throw new Error(`store ${name} is mounted twice`);
        names.add(name);
      }
      for (const route of module.msgRoutes) this.msgRouter.register(route);
      for (const route of module.queryRoutes) {
        if (this.queryRoutes.has(route.path)) throw new Error(`query ${route.path} is routed twice`);
        this.queryRoutes.set(route.path, route);
      }
    }
    names.add(CHAIN_STORE);
    this.storeNames = [...names].sort();
  }

  /** Every module's consensus version (1 unless it declares one), as x/upgrade records them. */
  versionMap(): ReadonlyMap<string, bigint> {
    return new Map(this.modules.map((m) => [m.name, m.consensusVersion ?? 1n]));
  }

  /** The chain's consensus parameters as state holds them; undefined without a module that keeps them, or before InitChain. */
  consensusParams(ctx: Context): ConsensusParams | undefined {
    return this.paramsStore?.get(ctx);
  }

  /** Stores InitChain's consensus parameters with the module that keeps them (none: they are not kept). */
  setConsensusParams(ctx: Context, params: ConsensusParams): void {
    this.paramsStore?.set(ctx, params);
  }

  /** Every module's default genesis section, keyed by module name. */
  defaultGenesis(): Record<string, unknown> {
    return Object.fromEntries(this.modules.map((m) => [m.name, m.defaultGenesis()]));
  }

  /** Fills missing sections with defaults and validates each; unknown sections are an error. */
  resolveGenesis(appState: Record<string, unknown>): Record<string, unknown> {
    const known = new Set(this.modules.map((m) => m.name));
    const unknown = Object.keys(appState).filter((name) => !known.has(name));
    if (unknown.length > 0) throw new Error(`unknown module section(s) in app_state: ${unknown.sort().join(", ")}`);
    const resolved: Record<string, unknown> = {};
    for (const module of this.modules) {
      const section = appState[module.name] ?? module.defaultGenesis();
      try {
        module.validateGenesis(section);
      } catch (err) {
        throw new Error(`invalid ${module.name} genesis: ${(err as Error).message}`);
      }
      resolved[module.name] = section;
    }
    return resolved;
  }

  /** Lets each module apply what validating genesis depends on (auth's bech32 prefix). */
  prepareGenesis(appState: Record<string, unknown>): void {
    for (const module of this.modules) module.prepareGenesis?.(appState);
  }

  /** Lets each module restore in-memory settings from state when the app starts on existing data. */
  restore(ctx: Context): void {
    for (const module of this.modules) module.restore?.(ctx);
  }

  /** Loads every section in list order; returns the genesis validator set, when a module owns it. */
  initGenesis(ctx: Context, appState: Record<string, unknown>): readonly ValidatorUpdate[] {
    return this.validatorSet("initGenesis", (module) => module.initGenesis(ctx, appState[module.name]));
  }

  exportGenesis(ctx: Context): Record<string, unknown> {
    return Object.fromEntries(this.modules.map((m) => [m.name, m.exportGenesis(ctx)]));
  }

  /** Runs every pre-block hook, before any begin-block hook. */
  preBlock(ctx: Context): void {
    for (const module of this.modules) module.preBlock?.(ctx);
  }

  beginBlock(ctx: Context): void {
    for (const module of this.modules) module.beginBlock?.(ctx);
  }

  /** Runs the end-block hooks in list order; returns the block's validator set changes, when a module owns the set. */
  endBlock(ctx: Context): readonly ValidatorUpdate[] {
    return this.validatorSet("endBlock", (module) => module.endBlock?.(ctx));
  }

  /** Runs `step` on each module; at most one module may return validator updates (as in the SDK's module manager). */
  private validatorSet(step: string, run: (module: AppModule) => void | readonly ValidatorUpdate[]): readonly ValidatorUpdate[] {
    let owner: string | undefined;
    let updates: readonly ValidatorUpdate[] = [];
    for (const module of this.modules) {
      const returned = run(module);
      if (returned === undefined || returned.length === 0) continue;
      if (owner !== undefined) throw new Error(`${step}: validator updates from ${module.name}, but ${owner} already set them: only one module may`);
      owner = module.name;
      updates = returned;
    }
    return updates;
  }
}
