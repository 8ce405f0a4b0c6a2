import { pageRequest } from "../../../module-kit/rest/pagination";
import { restGet as get, type RestRoute } from "../../../module-kit/rest/route";
import { parseUint64 } from "../../../module-kit/rest/scalars";
import { CLIENT_QUERY } from "./query-service";

const BASE = "/ibc/core/client/v1";

/** The 02-client REST paths of ibc-go v7's gateway. */
export const clientRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/client_states/:client_id`, CLIENT_QUERY.ClientState, (p) => ({ clientId: p.client_id })),
  get(`${BASE}/client_states`, CLIENT_QUERY.ClientStates, (_p, q) => ({ pagination: pageRequest(q) })),
  get(`${BASE}/consensus_states/:client_id/revision/:revision_number/height/:revision_height`, CLIENT_QUERY.ConsensusState, (p, q) => ({
    clientId: p.client_id,
    revisionNumber: parseUint64("revision_number", p.revision_number!),
    revisionHeight: parseUint64("revision_height", p.revision_height!),
    latestHeight: q.bool("latest_height") ?? false,
  })),
  get(`${BASE}/consensus_states/:client_id`, CLIENT_QUERY.ConsensusStates, (p, q) => ({ clientId: p.client_id, pagination: pageRequest(q) })),
  get(`${BASE}/consensus_states/:client_id/heights`, CLIENT_QUERY.ConsensusStateHeights, (p, q) => ({ clientId: p.client_id, pagination: pageRequest(q) })),
  get(`${BASE}/client_status/:client_id`, CLIENT_QUERY.ClientStatus, (p) => ({ clientId: p.client_id })),
  get(`${BASE}/params`, CLIENT_QUERY.ClientParams),
];
