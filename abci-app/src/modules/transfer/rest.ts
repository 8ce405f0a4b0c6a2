import { pageRequest } from "../../module-kit/rest/pagination";
import { restGet as get, type RestRoute } from "../../module-kit/rest/route";
import { RestInputError } from "../../module-kit/rest/input-error";
import { TRANSFER_QUERY } from "./types/query";

const TOTAL_ESCROW_SUFFIX = "/total_escrow";

function denomOfTotalEscrowPath(rest: string): string {
  if (!rest.endsWith(TOTAL_ESCROW_SUFFIX) || rest.length === TOTAL_ESCROW_SUFFIX.length) {
    throw new RestInputError("denom", "the path must be /ibc/apps/transfer/v1/denoms/{denom}/total_escrow");
  }
  return rest.slice(0, -TOTAL_ESCROW_SUFFIX.length);
}

const BASE = "/ibc/apps/transfer/v1";

/** The ICS-20 REST paths of ibc-go v7's gateway; hashes, traces and denominations may hold `/`. */
export const transferRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/denom_traces`, TRANSFER_QUERY.DenomTraces, (_p, q) => ({ pagination: pageRequest(q) })),
  get(`${BASE}/denom_traces/:hash*`, TRANSFER_QUERY.DenomTrace, (p) => ({ hash: p.hash })),
  get(`${BASE}/params`, TRANSFER_QUERY.Params),
  get(`${BASE}/denom_hashes/:trace*`, TRANSFER_QUERY.DenomHash, (p) => ({ trace: p.trace })),
  get(`${BASE}/channels/:channel_id/ports/:port_id/escrow_address`, TRANSFER_QUERY.EscrowAddress, (p) => ({ channelId: p.channel_id, portId: p.port_id })),
  // `/denoms/{denom}/total_escrow`: a denomination may hold `/`, so the route takes the rest of the path and reads
  // the denomination in front of the final segment.
  get(`${BASE}/denoms/:denom_total_escrow*`, TRANSFER_QUERY.TotalEscrowForDenom, (p) => ({ denom: denomOfTotalEscrowPath(p.denom_total_escrow!) })),
];
