import { RestInputError } from "../../module-kit/rest/input-error";
import type { QueryParams } from "../../module-kit/rest/query-params";
import { parseInt64 } from "../../module-kit/rest/scalars";

/** The SDK gateway's header for the height to query at, and of the height a response was answered at. */
export const BLOCK_HEIGHT_HEADER = "x-cosmos-block-height";
/** The same height as grpc-gateway forwards gRPC metadata to HTTP clients (what SDK REST clients read). */
export const GRPC_METADATA_HEIGHT_HEADER = "grpc-metadata-x-cosmos-block-height";

/**
 * The height a request asks for: `?height=` or the `x-cosmos-block-height` header (both given must agree);
 * 0 when neither, which the app answers at the latest committed height.
 */
export function requestedHeight(query: QueryParams, header: string | readonly string[] | undefined): bigint {
  const fromQuery = query.string("height");
  const fromHeader = headerValue(header);
  const height = fromQuery !== undefined ? parseHeight("height", fromQuery) : undefined;
  const headerHeight = fromHeader !== undefined ? parseHeight(BLOCK_HEIGHT_HEADER, fromHeader) : undefined;
  if (height !== undefined && headerHeight !== undefined && height !== headerHeight) {
    throw new RestInputError("height", `height ${height} and ${BLOCK_HEIGHT_HEADER} ${headerHeight} disagree`);
  }
  return height ?? headerHeight ?? 0n;
}

function headerValue(header: string | readonly string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header === "string") return header.trim();
  if (header.length > 1) throw new RestInputError(BLOCK_HEIGHT_HEADER, `${BLOCK_HEIGHT_HEADER} is given ${header.length} times: expected one value`);
  return header[0]?.trim();
}

function parseHeight(param: string, text: string): bigint {
  const height = parseInt64(param, text);
  if (height < 0n) throw new RestInputError(param, `invalid ${param} ${text}: must not be negative`);
  return height;
}
