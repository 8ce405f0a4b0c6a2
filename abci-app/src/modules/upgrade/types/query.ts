import {
  QueryAppliedPlanRequest,
  QueryAppliedPlanResponse,
  QueryAuthorityRequest,
  QueryAuthorityResponse,
  QueryCurrentPlanRequest,
  QueryCurrentPlanResponse,
  QueryModuleVersionsRequest,
  QueryModuleVersionsResponse,
  QueryUpgradedConsensusStateRequest,
  QueryUpgradedConsensusStateResponse,
} from "cosmjs-types/cosmos/upgrade/v1beta1/query";
import { grpcService } from "../../../codec/proto-codec";

/** The `cosmos.upgrade.v1beta1.Query` service of SDK v0.47, declared once for its routes, REST paths and CLI. */
export const UPGRADE_QUERY = grpcService("/cosmos.upgrade.v1beta1.Query", {
  CurrentPlan: [QueryCurrentPlanRequest, QueryCurrentPlanResponse],
  AppliedPlan: [QueryAppliedPlanRequest, QueryAppliedPlanResponse],
  UpgradedConsensusState: [QueryUpgradedConsensusStateRequest, QueryUpgradedConsensusStateResponse],
  ModuleVersions: [QueryModuleVersionsRequest, QueryModuleVersionsResponse],
  Authority: [QueryAuthorityRequest, QueryAuthorityResponse],
} as const);
