import { MODULES } from "../app/modules";
import type { AnyModuleDescriptor } from "../module-kit/descriptor";
import type { RestPlugin } from "../module-kit/rest/plugin";
import type { RestRoute } from "../module-kit/rest/route";
import { nodeConfigRestRoutes } from "./node-config/rest";
import { tendermintRestRoutes } from "./tendermint/rest";
import { txRestRoutes } from "./tx/rest";

/** The REST routes of a node with these modules: each module's, then the tx, tendermint and node services'. */
export function restRoutesOf(modules: readonly AnyModuleDescriptor[]): RestRoute[] {
  return [...modules.flatMap((module) => module.restRoutes), ...txRestRoutes, ...tendermintRestRoutes, ...nodeConfigRestRoutes];
}

/** Every REST route a node serves. */
export const nodeRestRoutes: readonly RestRoute[] = restRoutesOf(MODULES);

/** The modules' own endpoints on the REST server (descriptors' restPlugins), in module-list order. */
export function restPluginsOf(modules: readonly AnyModuleDescriptor[]): RestPlugin[] {
  return modules.flatMap((module) => module.restPlugins ?? []);
}

/** Every module endpoint of its own a node's REST server mounts. */
export const nodeRestPlugins: readonly RestPlugin[] = restPluginsOf(MODULES);
