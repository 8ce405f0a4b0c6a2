import { pageRequest } from "../../module-kit/rest/pagination";
import { RestInputError } from "../../module-kit/rest/input-error";
import { restGet as get, type PathParams, type RestRoute } from "../../module-kit/rest/route";
import { SSI_QUERY } from "./types/query";

const BASE = "/hypersign-protocol/hidnode/ssi";

/**
 * The six REST paths of hid-node v0.1's ssi queries, and idledger's `params` (`{"params":{"chain_namespace"},
 * "legacy_signatures"}`: proto field names, as every answer of the gateway). Ids contain colons and take the rest of the path
 * (`:didId*`); one trailing `:` is dropped, because hid-node v0.1.0's gateway needed it and its clients
 * still send it (`…/did/did:hid:devnet:zAbc:` is `…/did/did:hid:devnet:zAbc`).
 */
export const ssiRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/schema`, SSI_QUERY.QuerySchemas, (_p, q) => ({ pagination: pageRequest(q) })),
  get(`${BASE}/schema/:schemaId*`, SSI_QUERY.QuerySchema, (p) => ({ schemaId: idParam(p, "schemaId") })),
  get(`${BASE}/did`, SSI_QUERY.QueryDidDocuments, (_p, q) => ({
    count: q.bool("count") ?? false,
    pagination: pageRequest(q),
  })),
  get(`${BASE}/did/:didId*`, SSI_QUERY.QueryDidDocument, (p) => ({ didId: idParam(p, "didId") })),
  get(`${BASE}/credential`, SSI_QUERY.QueryCredentials, (_p, q) => ({ pagination: pageRequest(q) })),
  get(`${BASE}/credential/:credId*`, SSI_QUERY.QueryCredential, (p) => ({ credId: idParam(p, "credId") })),
  get(`${BASE}/params`, SSI_QUERY.Params, () => ({})),
];

/** hid-node issue #4: `did:hid:devnet:zAbc:` → `did:hid:devnet:zAbc`; only one colon goes. */
export function stripTrailingColon(id: string): string {
  return id.endsWith(":") ? id.slice(0, -1) : id;
}

function idParam(params: PathParams, name: string): string {
  const id = stripTrailingColon(params[name] ?? "");
  if (id === "") throw new RestInputError(name, `missing path parameter ${name}`);
  return id;
}
