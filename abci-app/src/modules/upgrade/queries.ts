import type { QueryRoute } from "../../module-kit/module";
import { queryRoute } from "../../module-kit/query";
import { ErrNotFound } from "../../types/sdk-errors";
import type { UpgradeKeeper } from "./keeper/keeper";
import { UPGRADE_QUERY } from "./types/query";

/** The `cosmos.upgrade.v1beta1.Query` service as SDK v0.47 answers it (`keeper/grpc_query.go`). */
export function upgradeQueryRoutes(k: UpgradeKeeper): QueryRoute[] {
  return [
    queryRoute(UPGRADE_QUERY.CurrentPlan, (ctx) => ({ plan: k.getPlan(ctx) })),
    queryRoute(UPGRADE_QUERY.AppliedPlan, (ctx, req) => ({ height: k.doneHeight(ctx, req.name) ?? 0n })),
    queryRoute(UPGRADE_QUERY.UpgradedConsensusState, (ctx, req) => ({
      upgradedConsensusState: k.upgradedConsensusState(ctx, req.lastHeight) ?? new Uint8Array(),
    })),
    queryRoute(UPGRADE_QUERY.ModuleVersions, (ctx, req) => {
      if (req.moduleName === "") return { moduleVersions: [...k.moduleVersionMap(ctx)].map(([name, version]) => ({ name, version })) };
      const version = k.moduleVersion(ctx, req.moduleName);
      if (version === undefined) throw ErrNotFound.wrap(`x/upgrade: QueryModuleVersions module ${req.moduleName} not found`);
      return { moduleVersions: [{ name: req.moduleName, version }] };
    }),
    queryRoute(UPGRADE_QUERY.Authority, () => ({ address: k.authority })),
  ];
}
