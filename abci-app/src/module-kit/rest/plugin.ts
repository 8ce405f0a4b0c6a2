import type { ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import type { FastifyInstance } from "fastify";
import type { DoorLimit } from "../../../../lib/door-limit";
import type { Logger } from "../../../../lib/logger";

/** A gRPC method's answer as a module's own endpoint sees it: the response, or how it failed (by its gRPC status). */
export type MethodOutcome =
  | { readonly ok: true; readonly value: Uint8Array; readonly height: bigint }
  | { readonly ok: false; readonly status: "notFound" | "invalidArgument" | "other"; readonly message: string };

/** What the REST server lends a module's own endpoints. */
export interface RestServices {
  /** Any gRPC method the node serves (module queries, the tx and tendermint services), by path, at a height (0: the latest). */
  call(path: string, request: Uint8Array, height: bigint): Promise<MethodOutcome>;
  /** A raw ABCI query: `store/<name>/key` with ICS-23 proofs when `prove`. */
  abciQuery(path: string, data: Uint8Array, height: bigint, prove: boolean): Promise<ResponseQuery>;
  /** The REST server's door: each request takes a turn of it, as the gateway's own routes do. */
  readonly limit?: DoorLimit | undefined;
  readonly logger: Logger;
}

/**
 * An endpoint of a module's own on the REST server, beside the gateway's paths that map onto gRPC methods: one with
 * its own media types and statuses, such as ssi's DID Resolution (`/1.0/identifiers/{did}`). Mounted once per server.
 */
export type RestPlugin = (app: FastifyInstance, services: RestServices) => void;
