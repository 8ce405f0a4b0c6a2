import { Any } from "cosmjs-types/google/protobuf/any";
import type { QueryRoute } from "../../../module-kit/module";
import { filteredPaginate, type paginate } from "../../../module-kit/pagination";
import { queryArgument, queryRoute } from "../../../module-kit/query";
import { PrefixStore } from "../../../store/prefix";
import { invalidArgument, notFound } from "../../../types/query-errors";
import { validateClientId } from "../host/identifiers";
import { pathKey } from "../host/paths";
import { ibcStore } from "../host/store";
import { parseHeight } from "../types/height";
import type { ClientKeeper } from "./keeper";
import { CLIENT_QUERY } from "./query-service";
import { clientStateAny, consensusStateAny } from "./tendermint-store";

const CLIENT_STATE_SUFFIX = "/clientState";
const decoder = new TextDecoder();

/**
 * The `ibc.core.client.v1.Query` service. As in ibc-go, answers carry no proof (relayers ask for proven values with
 * an ABCI `store/ibc/key` query) and the proof height is our current height.
 */
export function clientQueryRoutes(keeper: ClientKeeper): QueryRoute[] {
  const clientId = (id: string) => {
    queryArgument(() => validateClientId(id));
    return id;
  };
  return [
    queryRoute(CLIENT_QUERY.ClientState, (ctx, req) => {
      const client = keeper.getClientState(ctx, clientId(req.clientId));
      if (client === undefined) throw notFound(`client ${req.clientId} not found`);
      return { clientState: Any.decode(clientStateAny(client)), proof: new Uint8Array(), proofHeight: keeper.selfHeight(ctx) };
    }),
    queryRoute(CLIENT_QUERY.ClientStates, (ctx, req) => {
      const page = filteredPaginate(new PrefixStore(ibcStore(ctx), pathKey("clients/")), req.pagination, (key, value) => {
        const path = decoder.decode(key);
        if (!path.endsWith(CLIENT_STATE_SUFFIX)) return undefined;
        return { clientId: path.slice(0, -CLIENT_STATE_SUFFIX.length), clientState: Any.decode(value) };
      });
      return { clientStates: page.items, pagination: page.pagination };
    }),
    queryRoute(CLIENT_QUERY.ConsensusState, (ctx, req) => {
      const id = clientId(req.clientId);
      const height = req.latestHeight
        ? keeper.getClientState(ctx, id)?.latestHeight
        : { revisionNumber: req.revisionNumber, revisionHeight: req.revisionHeight };
      if (height === undefined) throw notFound(`client ${id} not found`);
      if (!req.latestHeight && height.revisionHeight === 0n) throw invalidArgument("consensus state height cannot be 0");
      const state = keeper.getConsensusState(ctx, id, height);
      if (state === undefined) throw notFound(`consensus state of client ${id} at height ${height.revisionNumber}-${height.revisionHeight} not found`);
      return { consensusState: Any.decode(consensusStateAny(state)), proof: new Uint8Array(), proofHeight: keeper.selfHeight(ctx) };
    }),
    queryRoute(CLIENT_QUERY.ConsensusStates, (ctx, req) => {
      const page = consensusPage(ctx, clientId(req.clientId), req.pagination);
      return { consensusStates: page.items.map(({ height, value }) => ({ height, consensusState: Any.decode(value) })), pagination: page.pagination };
    }),
    queryRoute(CLIENT_QUERY.ConsensusStateHeights, (ctx, req) => {
      const page = consensusPage(ctx, clientId(req.clientId), req.pagination);
      return { consensusStateHeights: page.items.map(({ height }) => height), pagination: page.pagination };
    }),
    queryRoute(CLIENT_QUERY.ClientStatus, (ctx, req) => {
      const status = keeper.status(ctx, clientId(req.clientId));
      if (status === "Unknown") throw notFound(`client ${req.clientId} not found`);
      return { status };
    }),
    queryRoute(CLIENT_QUERY.ClientParams, (ctx) => ({ params: keeper.getParams(ctx) })),
  ];

  /** The client's consensus states in the order their keys sort, as ibc-go pages them (`consensusStates/{height}`, not the metadata beside them). */
  function consensusPage(ctx: Parameters<QueryRoute["handle"]>[0], id: string, pagination: Parameters<typeof paginate>[1]) {
    return filteredPaginate(new PrefixStore(ibcStore(ctx), pathKey(`clients/${id}/consensusStates/`)), pagination, (key, value) => {
      const height = parseHeight(decoder.decode(key));
      return height === undefined ? undefined : { height, value };
    });
  }
}
