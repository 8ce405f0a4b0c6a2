import { ProofOps } from "cosmjs-types/tendermint/crypto/proof";
import type { RequestQuery, ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import type { CommitMultiStore } from "../store/types";
import { Context } from "../types/context";
import { AppError } from "../types/errors";
import type { Logger } from "../types/logger";
import type { QueryRoute } from "../types/module";
import { invalidArgument } from "../types/query-errors";
import { ErrInvalidRequest, ErrUnknownRequest, toAbciError } from "../types/sdk-errors";

/** A query answered outside the module tables (the tx service's Simulate): request bytes in, response bytes out. */
export type RawQueryHandler = (data: Uint8Array) => Uint8Array;

export interface QueryRouterOptions {
  readonly store: CommitMultiStore;
  readonly routes: ReadonlyMap<string, QueryRoute>;
  readonly rawRoutes: ReadonlyMap<string, RawQueryHandler>;
  readonly chainId: () => string;
  readonly version: string;
  readonly logger: Logger;
}

/**
 * ABCI Query: gRPC-style paths (`/cosmos.bank.v1beta1.Query/Balance`, data = request proto) answered from a
 * committed version, raw store reads with ICS23 proofs (`/store/<name>/key`), `/app/version`, and CometBFT's
 * peer filters (`/p2p/filter/…`, always accepted). Every response carries the height it was answered at.
 */
export class QueryRouter {
  constructor(private readonly options: QueryRouterOptions) {}

  query(req: RequestQuery): ResponseQuery {
    let height = req.height;
    try {
      if (req.path.startsWith("/p2p/filter/")) return answer(new Uint8Array(), height);
      if (req.path === "/app/version") return answer(new TextEncoder().encode(this.options.version), this.latest());
      const raw = this.options.rawRoutes.get(req.path);
      if (raw !== undefined) return answer(raw(req.data), this.latest());
      height = this.resolveHeight(req.height);
      if (req.path.startsWith("/store/")) return this.storeQuery(req, height);
      const route = this.options.routes.get(req.path);
      if (route === undefined) throw ErrUnknownRequest.wrap(`unknown query path ${req.path}`);
      return answer(this.routeQuery(route, req.data, height), height);
    } catch (err) {
      return this.failure(err, req.path, height);
    }
  }

  private latest(): bigint {
    return BigInt(this.options.store.lastCommit().version);
  }

  /** Height 0 means the latest committed version, as in the SDK. */
  private resolveHeight(requested: bigint): bigint {
    const latest = this.latest();
    if (latest === 0n) throw ErrInvalidRequest.wrap("no committed state to query yet");
    if (requested < 0n) throw ErrInvalidRequest.wrap(`height must not be negative, got ${requested}`);
    if (requested > latest) throw ErrInvalidRequest.wrap("cannot query with height in the future; please provide a valid height");
    return requested === 0n ? latest : requested;
  }

  private routeQuery(route: QueryRoute, data: Uint8Array, height: bigint): Uint8Array {
    let request: unknown;
    try {
      request = route.request.decode(data);
    } catch (err) {
      throw invalidArgument(`failed to decode ${route.path} request: ${(err as Error).message}`);
    }
    const view = this.options.store.view(Number(height));
    const ctx = Context.create({ chainId: this.options.chainId(), height, time: { seconds: 0n, nanos: 0 }, proposer: new Uint8Array() }, "query", view.branch());
    return route.response.encode(route.handle(ctx, request)).finish();
  }

  /** `/store/<name>/key`: the raw value under `data` in store `<name>`, with ICS23 proofs when `prove` is set. */
  private storeQuery(req: RequestQuery, height: bigint): ResponseQuery {
    const match = /^\/store\/([^/]+)\/key$/.exec(req.path);
    if (match === null) throw ErrUnknownRequest.wrap(`unknown store query path ${req.path}: use /store/<name>/key`);
    const storeName = match[1]!;
    if (!this.options.store.storeNames.includes(storeName)) throw ErrUnknownRequest.wrap(`no such store: ${storeName}`);
    if (req.data.length === 0) throw ErrInvalidRequest.wrap("query data must be the key to read");
    if (!req.prove) {
      const value = this.options.store.view(Number(height)).getKVStore(storeName).get(req.data);
      return { ...answer(value ?? new Uint8Array(), height), key: req.data };
    }
    const proven = this.options.store.prove(storeName, req.data, Number(height));
    return {
      ...answer(proven.value ?? new Uint8Array(), height),
      key: req.data,
      proofOps: ProofOps.fromPartial({ ops: proven.proofOps.map((op) => ({ type: op.type, key: op.key, data: op.data })) }),
    };
  }

  private failure(err: unknown, path: string, height: bigint): ResponseQuery {
    if (!(err instanceof AppError)) {
      this.options.logger.error("query failed unexpectedly", { module: "query", path, err: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    }
    const { code, codespace, log } = toAbciError(err);
    return { ...answer(new Uint8Array(), height), code, codespace, log };
  }
}

function answer(value: Uint8Array, height: bigint): ResponseQuery {
  return { code: 0, log: "", info: "", index: 0n, key: new Uint8Array(), value, proofOps: undefined, height, codespace: "" };
}
