import type { PageRequest as CosmosPageRequest } from "cosmjs-types/cosmos/base/query/v1beta1/pagination";
import { pageRequest } from "../../module-kit/rest/pagination";
import type { QueryParams } from "../../module-kit/rest/query-params";
import { RestInputError } from "../../module-kit/rest/input-error";
import { restGet as get, type PathParams, type RestRoute } from "../../module-kit/rest/route";
import type { PageRequest } from "./types/generated/cosmos/base/query/v1beta1/pagination";
import { SSI_QUERY } from "./types/query";

const BASE = "/hypersign-protocol/hidnode/ssi";

/**
 * The six REST paths of hid-node v0.1's ssi queries. Ids contain colons and take the rest of the path
 * (`:didId*`); one trailing `:` is dropped, because hid-node v0.1.0's gateway needed it and its clients
 * still send it (`…/did/did:hid:devnet:zAbc:` is `…/did/did:hid:devnet:zAbc`).
 */
export const ssiRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/schema`, SSI_QUERY.QuerySchemas, (_p, q) => ({ pagination: ssiPageRequest(q) })),
  get(`${BASE}/schema/:schemaId*`, SSI_QUERY.QuerySchema, (p) => ({ schemaId: idParam(p, "schemaId") })),
  get(`${BASE}/did`, SSI_QUERY.QueryDidDocuments, (_p, q) => ({
    count: q.bool("count") ?? false,
    pagination: ssiPageRequest(q),
  })),
  get(`${BASE}/did/:didId*`, SSI_QUERY.QueryDidDocument, (p) => ({ didId: idParam(p, "didId") })),
  get(`${BASE}/credential`, SSI_QUERY.QueryCredentials, (_p, q) => ({ pagination: ssiPageRequest(q) })),
  get(`${BASE}/credential/:credId*`, SSI_QUERY.QueryCredential, (p) => ({ credId: idParam(p, "credId") })),
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

/** Our ts-proto PageRequest keeps the proto field names (`count_total`). */
function ssiPageRequest(q: QueryParams): PageRequest | undefined {
  const page: CosmosPageRequest | undefined = pageRequest(q);
  if (page === undefined) return undefined;
  return { key: page.key, offset: page.offset, limit: page.limit, count_total: page.countTotal, reverse: page.reverse };
}
