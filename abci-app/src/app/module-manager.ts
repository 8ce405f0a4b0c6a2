import type { ValidatorUpdate } from "cosmjs-types/tendermint/abci/types";
import type { Context } from "../module-kit/context";
import type { AppModule, QueryRoute } from "../module-kit/module";
import { MsgRouter } from "../tx/msg-router";
import { CHAIN_STORE } from "./chain-state";

/**
 * The app's modules in their fixed order: genesis is loaded, and begin/end-block hooks run, in this order.
 * Store names, message routes and query routes are gathered from the modules' tables.
 */
export class ModuleManager {
  readonly queryRoutes = new Map<string, QueryRoute>();
  readonly storeNames: readonly string[];

  constructor(
    readonly modules: readonly AppModule[],
    readonly msgRouter = new MsgRouter(),
  ) {
    const names = new Set<string>([CHAIN_STORE]);
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
    this.storeNames = [...names].sort();
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
