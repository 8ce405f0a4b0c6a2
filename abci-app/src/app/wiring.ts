import { TypeRegistry } from "../codec/registry";
import type { AnyModuleDescriptor, ModuleBuild, ModuleDescriptor } from "../module-kit/descriptor";
import type { NodeOptions } from "../module-kit/node-options";
import { authModule } from "../modules/auth/module";
import { bankModule } from "../modules/bank/module";
import { feegrantModule } from "../modules/feegrant/module";
import { MsgRouter } from "../tx/msg-router";
import { AddressCodec } from "../types/address";
import { silentLogger, type Logger } from "../../../lib/logger";
import type { AppWiring } from "./app";
import { LateTxDeliverer } from "./late-tx-deliverer";
import { ModuleManager } from "./module-manager";
import { MODULES } from "./modules";

/** The keepers and modules of one app instance, built once and handed to the App and the servers. */
export interface IdledgerWiring extends AppWiring {
  readonly addressCodec: AddressCodec;
}

/** What one app instance is built with besides its modules; a wiring for genesis tools or queries needs neither. */
export interface WiringOptions {
  /** Where modules log (x/upgrade's halts and applied upgrades); silent by default. */
  readonly logger?: Logger;
  /** This process's settings (`idledger start` flags): upgrade handlers, skipped upgrade heights, the home. */
  readonly node?: NodeOptions;
}

/**
 * Builds one app instance from the module list: registers every module's Any types, builds the keepers in list
 * order (each may use those above it), then the modules, whose message routes fill the router authz dispatches
 * through. The ante chain's keepers (auth, bank, feegrant) are looked up by module.
 */
export function createWiring(modules: readonly AnyModuleDescriptor[] = MODULES, options: WiringOptions = {}): IdledgerWiring {
  const registry = new TypeRegistry();
  for (const module of modules) registry.registerAll(module.anyTypes);
  const addressCodec = new AddressCodec();
  const msgRouter = new MsgRouter();
  const txs = new LateTxDeliverer();
  const keepers = new Map<string, unknown>();
  const implementations = modules.flatMap((module) => module.implementations ?? []);
  const keeper = <K>(module: ModuleDescriptor<K>): K => {
    if (!keepers.has(module.name)) throw new Error(`module ${module.name} is not above the module that needs its keeper in the module list`);
    return keepers.get(module.name) as K;
  };
  const moduleAccounts: Record<string, readonly string[]> = {};
  for (const module of modules) {
    for (const [name, permissions] of Object.entries(module.moduleAccounts ?? {})) {
      if (name in moduleAccounts) throw new Error(`module account ${name} is declared twice`);
      moduleAccounts[name] = permissions;
    }
  }
  let manager: ModuleManager | undefined;
  const build: ModuleBuild = {
    addressCodec,
    moduleAccounts,
    registry,
    msgRoutes: msgRouter,
    txs,
    logger: options.logger ?? silentLogger,
    node: options.node ?? {},
    moduleVersions: () => {
      if (manager === undefined) throw new Error("module versions are known once every module is built");
      return manager.versionMap();
    },
    keeper,
    implementations: <T>(interfaceName: string) => implementations.filter((i) => i.interfaceName === interfaceName).map((i) => i.value as T),
  };
  const appModules = modules.map((module) => {
    if (keepers.has(module.name)) throw new Error(`module ${module.name} is listed twice`);
    const moduleKeeper = module.createKeeper(build);
    keepers.set(module.name, moduleKeeper);
    return module.createModule(moduleKeeper, build);
  });
  manager = new ModuleManager(appModules, msgRouter);
  return {
    registry,
    addressCodec,
    modules: manager,
    txs,
    accountKeeper: keeper(authModule),
    bankKeeper: keeper(bankModule),
    ...(keepers.has(feegrantModule.name) ? { feegrantKeeper: keeper(feegrantModule) } : {}),
  };
}

/** The default `app_state` of a new chain: each module's default genesis section, keyed by module name. */
export function defaultAppState(): Record<string, unknown> {
  return createWiring().modules.defaultGenesis();
}
