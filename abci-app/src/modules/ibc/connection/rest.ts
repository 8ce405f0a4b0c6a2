import { pageRequest } from "../../../module-kit/rest/pagination";
import { restGet as get, type RestRoute } from "../../../module-kit/rest/route";
import { parseUint64 } from "../../../module-kit/rest/scalars";
import { CONNECTION_QUERY } from "./query-service";

const BASE = "/ibc/core/connection/v1";

/** The 03-connection REST paths of ibc-go v7's gateway. */
export const connectionRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/connections/:connection_id`, CONNECTION_QUERY.Connection, (p) => ({ connectionId: p.connection_id })),
  get(`${BASE}/connections`, CONNECTION_QUERY.Connections, (_p, q) => ({ pagination: pageRequest(q) })),
  get(`${BASE}/client_connections/:client_id`, CONNECTION_QUERY.ClientConnections, (p) => ({ clientId: p.client_id })),
  get(`${BASE}/connections/:connection_id/client_state`, CONNECTION_QUERY.ConnectionClientState, (p) => ({ connectionId: p.connection_id })),
  get(
    `${BASE}/connections/:connection_id/consensus_state/revision/:revision_number/height/:revision_height`,
    CONNECTION_QUERY.ConnectionConsensusState,
    (p) => ({
      connectionId: p.connection_id,
      revisionNumber: parseUint64("revision_number", p.revision_number!),
      revisionHeight: parseUint64("revision_height", p.revision_height!),
    }),
  ),
  get(`${BASE}/params`, CONNECTION_QUERY.ConnectionParams),
];
