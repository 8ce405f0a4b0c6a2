import { ProofOps } from "cosmjs-types/tendermint/crypto/proof";
import type { RequestQuery, ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import { MissingNodeError } from "../store/iavl/node-db";
import type { CommittedState } from "../store/types";
import { Context } from "../module-kit/context";
import { AppError } from "../types/errors";
import { newGasMeter } from "../types/gas";
import type { Logger } from "../../../lib/logger";
import type { QueryRoute } from "../module-kit/module";
import { invalidArgument } from "../types/query-errors";
import { boundedMessage } from "../types/bounded-message";
import { ErrResponseTooLarge } from "../types/query-limits-errors";
import { ErrInvalidRequest, ErrUnknownRequest } from "../types/sdk-errors";
import { CHAIN_STORE, readLastBlock } from "./chain-state";
import { queryAnswer as answer, queryFailure } from "./query-response";

/** A query answered outside the module tables (the tx service's Simulate): request bytes in, response bytes out. */
export type RawQueryHandler = (data: Uint8Array) => Uint8Array;

/** What one query may cost: the node's defence against queries that read or answer too much. */
export interface QueryLimits {
  /** Gas a gRPC-path query may consume reading state (the SDK's gas table); undefined: unlimited. */
  readonly gasLimit?: bigint;
  /** The largest answer, in bytes of protobuf, a query may return; undefined: unlimited. */
  readonly maxResponseBytes?: number;
}

export interface QueryRouterOptions {
  readonly store: CommittedState;
  readonly routes: ReadonlyMap<string, QueryRoute>;
  readonly rawRoutes: ReadonlyMap<string, RawQueryHandler>;
  readonly chainId: () => string;
  readonly version: string;
  readonly limits?: QueryLimits;
  readonly logger: Logger;
}

/**
 * ABCI Query: gRPC-style paths (`/cosmos.bank.v1beta1.Query/Balance`, data = request proto) answered from a
 * committed version, raw store reads with ICS23 proofs (`/store/<name>/key`), `/app/version`, and CometBFT's
 * peer filters (`/p2p/filter/…`, always accepted). Every response carries the height it was answered at.
 *
 * It reads committed versions only, which never change, so it needs no lock against FinalizeBlock or Commit and
 * may run in another thread than the app's (node/api-worker.ts). Each gRPC-path query is metered (`limits.gasLimit`)
 * and its answer capped (`limits.maxResponseBytes`).
 */
/**
 * CometBFT's own queries when `filter_peers` is on: may this peer connect? Always answered yes, at once, so that no
 * door or budget meant for clients' queries (node/) can make a busy node refuse its peers.
 */
export function isPeerFilterQuery(path: string): boolean {
  return path.startsWith("/p2p/filter/");
}

export class QueryRouter {
  constructor(private readonly options: QueryRouterOptions) {}

  query(req: RequestQuery): ResponseQuery {
    let height = req.height;
    try {
      if (isPeerFilterQuery(req.path)) return answer(new Uint8Array(), height);
      if (req.path === "/app/version" || req.path === "app/version") return answer(new TextEncoder().encode(this.options.version), this.latest());
      const raw = this.options.rawRoutes.get(req.path);
      if (raw !== undefined) return answer(raw(req.data), this.latest());
      height = this.resolveHeight(req.height);
      // The SDK reads the store paths with or without the leading slash; Hermes asks `store/ibc/key`.
      if (req.path.startsWith("/store/") || req.path.startsWith("store/")) return this.storeQuery(req, height);
      const route = this.options.routes.get(req.path);
      if (route === undefined) throw ErrUnknownRequest.wrap(`unknown query path ${req.path}`);
      return answer(this.capped(this.routeQuery(route, req.data, height)), height);
    } catch (err) {
      return this.failure(this.prunedWhileReading(err, height), req.path, height);
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
    // As the SDK's query context: the time of the block the queried state is the result of (IBC client status reads it).
    const time = (view.storeNames.includes(CHAIN_STORE) ? readLastBlock(view.getKVStore(CHAIN_STORE))?.time : undefined) ?? { seconds: 0n, nanos: 0 };
    let ctx = Context.create({ chainId: this.options.chainId(), height, time, proposer: new Uint8Array() }, "query", view.branch());
    const gasLimit = this.options.limits?.gasLimit;
    if (gasLimit !== undefined) ctx = ctx.withGasMeter(newGasMeter(gasLimit));
    return route.response.encode(route.handle(ctx, request)).finish();
  }

  private capped(value: Uint8Array): Uint8Array {
    const max = this.options.limits?.maxResponseBytes;
    if (max !== undefined && value.length > max) {
      throw ErrResponseTooLarge.wrap(`the answer has ${value.length} bytes, more than this node's limit of ${max}: ask for a smaller page (pagination.limit)`);
    }
    return value;
  }

  /** A node missing from a version older than the latest: the writer pruned that version while it was read. */
  private prunedWhileReading(err: unknown, height: bigint): unknown {
    if (!(err instanceof MissingNodeError) || height >= this.latest()) return err;
    return ErrInvalidRequest.wrap(`the state at height ${height} was pruned while it was being read; query a more recent height`);
  }

  /** `/store/<name>/key`: the raw value under `data` in store `<name>`, with ICS23 proofs when `prove` is set. */
  private storeQuery(req: RequestQuery, height: bigint): ResponseQuery {
    const match = /^\/?store\/([^/]+)\/key$/.exec(req.path);
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
    const failure = queryFailure(err, height);
    // Errors may repeat the request (an id, an address); the answer carries at most the start of it.
    return { ...failure, log: boundedMessage(failure.log) };
  }
}
