import { restGet as get, type RestRoute } from "../../module-kit/rest/route";
import { parseInt64 } from "../../module-kit/rest/scalars";
import { UPGRADE_QUERY } from "./types/query";

const BASE = "/cosmos/upgrade/v1beta1";

/** The upgrade REST paths of Cosmos SDK v0.47. */
export const upgradeRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/current_plan`, UPGRADE_QUERY.CurrentPlan, () => ({})),
  get(`${BASE}/applied_plan/:name`, UPGRADE_QUERY.AppliedPlan, (p) => ({ name: p.name })),
  get(`${BASE}/upgraded_consensus_state/:last_height`, UPGRADE_QUERY.UpgradedConsensusState, (p) => ({
    lastHeight: parseInt64("last_height", p.last_height!),
  })),
  get(`${BASE}/module_versions`, UPGRADE_QUERY.ModuleVersions, (_p, q) => ({ moduleName: q.string("module_name") ?? "" })),
  get(`${BASE}/authority`, UPGRADE_QUERY.Authority, () => ({})),
];
