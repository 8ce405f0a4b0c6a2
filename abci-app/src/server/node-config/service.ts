import { ConfigRequest, ConfigResponse } from "cosmjs-types/cosmos/base/node/v1beta1/query";
import { grpcService } from "../../codec/proto-codec";
import type { AbciQuery } from "../abci-query";
import { forwardQuery } from "../query-methods";
import type { ServiceMethod } from "../service-method";

/** `cosmos.base.node.v1beta1.Service`, declared once for gRPC and REST; the app answers it (app/node-config-query.ts). */
export const NODE_CONFIG_METHODS = grpcService("/cosmos.base.node.v1beta1.Service", {
  Config: [ConfigRequest, ConfigResponse],
} as const);

export function nodeConfigServiceMethods(query: AbciQuery): Map<string, ServiceMethod> {
  return new Map([[NODE_CONFIG_METHODS.Config.path, forwardQuery(NODE_CONFIG_METHODS.Config.path, query)]]);
}
