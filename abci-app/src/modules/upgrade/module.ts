import { msgAnyTypes } from "../../codec/proto-codec";
import type { ModuleBuild, ModuleDescriptor } from "../../module-kit/descriptor";
import { checkEmptyGenesis } from "../../module-kit/empty-genesis";
import type { AppModule } from "../../module-kit/module";
import { consensusModule } from "../consensus/module";
import { upgradePreBlock, type UpgradePreBlockEnv } from "./abci";
import { registerUpgradeQueryCommands, registerUpgradeTxCommands, UPGRADE_MESSAGE_CODECS } from "./cli";
import { UpgradeKeeper } from "./keeper/keeper";
import { upgradeMsgRoutes } from "./msgs";
import { upgradeQueryRoutes } from "./queries";
import { upgradeRestRoutes } from "./rest";
import { UPGRADE_MODULE_NAME, UPGRADE_STORE_KEY } from "./types/keys";
import { UPGRADE_MSG_TYPES } from "./types/msgs";

/**
 * Software upgrades decided by governance: a plan names a height; there, a node whose binary has no handler for it
 * halts before committing the block, and the binary started with `--upgrade-handler <name>` applies it.
 */
export const upgradeModule: ModuleDescriptor<UpgradeKeeper> = {
  name: UPGRADE_MODULE_NAME,
  anyTypes: msgAnyTypes(UPGRADE_MSG_TYPES),
  createKeeper: (build) => createUpgradeKeeper(build),
  createModule: (keeper, build) => {
    const consensus = build.keeper(consensusModule);
    return createUpgradeModule(keeper, build, {
      logger: build.logger.with({ module: "x/upgrade" }),
      home: build.node.home,
      appVersion: (ctx) => consensus.get(ctx)?.version?.app ?? 0n,
    });
  },
  restRoutes: upgradeRestRoutes,
  cli: { messages: UPGRADE_MESSAGE_CODECS, registerTx: registerUpgradeTxCommands, registerQuery: registerUpgradeQueryCommands },
};

/**
 * The keeper with this process's settings: the heights to skip, and a handler for each upgrade named with
 * `--upgrade-handler`. Those handlers migrate nothing: they record this binary's module versions, as the SDK's
 * `RunMigrations` does when no module's version changed.
 */
export function createUpgradeKeeper(build: ModuleBuild): UpgradeKeeper {
  const keeper = new UpgradeKeeper(build.addressCodec, build.node.skipUpgradeHeights ?? []);
  for (const name of build.node.upgradeHandlers ?? []) keeper.setUpgradeHandler(name, () => build.moduleVersions());
  return keeper;
}

/** The upgrade module: its pre-block applies or halts for a due plan; its genesis is empty and records the module versions. */
export function createUpgradeModule(keeper: UpgradeKeeper, build: ModuleBuild, env: UpgradePreBlockEnv): AppModule {
  return {
    name: UPGRADE_MODULE_NAME,
    storeKeys: [UPGRADE_STORE_KEY],
    consensusVersion: 2n,
    msgRoutes: upgradeMsgRoutes(keeper),
    queryRoutes: upgradeQueryRoutes(keeper),
    defaultGenesis: () => ({}),
    validateGenesis: (genesis) => checkEmptyGenesis(genesis),
    initGenesis: (ctx) => keeper.setModuleVersionMap(ctx, build.moduleVersions()),
    exportGenesis: () => ({}),
    preBlock: (ctx) => upgradePreBlock(ctx, keeper, env),
  };
}
