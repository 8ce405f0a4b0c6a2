import { Any } from "cosmjs-types/google/protobuf/any";
import { ConnectionEnd } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/connection";
import type { Context } from "../../../module-kit/context";
import type { QueryRoute } from "../../../module-kit/module";
import { paginate } from "../../../module-kit/pagination";
import { queryArgument, queryRoute } from "../../../module-kit/query";
import { PrefixStore } from "../../../store/prefix";
import { notFound } from "../../../types/query-errors";
import { clientStateAny, consensusStateAny } from "../client/tendermint-store";
import { validateClientId, validateConnectionId } from "../host/identifiers";
import { pathKey } from "../host/paths";
import { ibcStore } from "../host/store";
import type { ConnectionKeeper } from "./keeper";
import { CONNECTION_QUERY } from "./query-service";

const decoder = new TextDecoder();

/** The `ibc.core.connection.v1.Query` service; as in ibc-go, no proofs (relayers prove through `store/ibc/key`). */
export function connectionQueryRoutes(keeper: ConnectionKeeper): QueryRoute[] {
  const proven = (ctx: Context) => ({ proof: new Uint8Array(), proofHeight: keeper.clients.selfHeight(ctx) });
  const connection = (ctx: Context, id: string) => {
    queryArgument(() => validateConnectionId(id));
    const end = keeper.getConnection(ctx, id);
    if (end === undefined) throw notFound(`connection ${id} not found`);
    return end;
  };
  return [
    queryRoute(CONNECTION_QUERY.Connection, (ctx, req) => ({ connection: connection(ctx, req.connectionId), ...proven(ctx) })),
    queryRoute(CONNECTION_QUERY.Connections, (ctx, req) => {
      const page = paginate(new PrefixStore(ibcStore(ctx), pathKey("connections/")), req.pagination, (key, value) => ({
        id: decoder.decode(key),
        ...ConnectionEnd.decode(value),
      }));
      return { connections: page.items, pagination: page.pagination, height: keeper.clients.selfHeight(ctx) };
    }),
    queryRoute(CONNECTION_QUERY.ClientConnections, (ctx, req) => {
      queryArgument(() => validateClientId(req.clientId));
      const paths = keeper.clientConnections(ctx, req.clientId);
      if (paths.length === 0) throw notFound(`client ${req.clientId} has no connections`);
      return { connectionPaths: paths, ...proven(ctx) };
    }),
    queryRoute(CONNECTION_QUERY.ConnectionClientState, (ctx, req) => {
      const end = connection(ctx, req.connectionId);
      const client = keeper.clients.getClientState(ctx, end.clientId);
      if (client === undefined) throw notFound(`client ${end.clientId} of connection ${req.connectionId} not found`);
      return { identifiedClientState: { clientId: end.clientId, clientState: Any.decode(clientStateAny(client)) }, ...proven(ctx) };
    }),
    queryRoute(CONNECTION_QUERY.ConnectionConsensusState, (ctx, req) => {
      const end = connection(ctx, req.connectionId);
      const height = { revisionNumber: req.revisionNumber, revisionHeight: req.revisionHeight };
      const state = keeper.clients.getConsensusState(ctx, end.clientId, height);
      if (state === undefined)
        throw notFound(`consensus state of client ${end.clientId} at height ${height.revisionNumber}-${height.revisionHeight} not found`);
      return { consensusState: Any.decode(consensusStateAny(state)), clientId: end.clientId, ...proven(ctx) };
    }),
    queryRoute(CONNECTION_QUERY.ConnectionParams, (ctx) => ({ params: keeper.getParams(ctx) })),
  ];
}
