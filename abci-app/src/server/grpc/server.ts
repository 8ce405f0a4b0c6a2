import {
  Metadata,
  Server,
  ServerCredentials,
  status,
  type MethodDefinition,
  type sendUnaryData,
  type ServerUnaryCall,
  type UntypedServiceImplementation,
} from "@grpc/grpc-js";
import { descriptorSet } from "../../codec/descriptors";
import type { Logger } from "../../../../lib/logger";
import { ApiError } from "../api-error";
import { boundedMessage } from "../../types/bounded-message";
import type { DoorLimit } from "../../../../lib/door-limit";
import { doorInterceptor } from "./door-interceptor";
import { INTERNAL_ERROR_MESSAGE } from "../query-status";
import type { ServiceMethod, ServiceMethods } from "../service-method";
import { BLOCK_HEIGHT_METADATA, requestedHeight } from "./height-metadata";
import { rawMethod } from "./raw-codec";
import { REFLECTION_SERVICES, ReflectionService } from "./reflection";

export interface GrpcServerOptions {
  /** Every served method by gRPC path ("/cosmos.bank.v1beta1.Query/Balance"); other paths are Unimplemented. */
  readonly methods: ServiceMethods;
  /** How many calls run at once; without one, every call runs at once. */
  readonly limit?: DoorLimit;
  /** How long a client may take to read an answer before it is cut off (door-interceptor.ts); 30 s by default. */
  readonly answerReadDeadlineMs?: number;
  readonly logger: Logger;
}

// The SDK's defaults (server/config): 10 MiB in, no limit out.
const MAX_RECEIVE_BYTES = 10 * 1024 * 1024;

/**
 * The gRPC server of the node, built but not listening (see {@link listenGrpc}): each method of the table with
 * its messages as raw protobuf bytes, the `x-cosmos-block-height` metadata in and out, failures as gRPC
 * statuses (messages cut to 1 KiB, so no input echoes back whole), and server reflection from the descriptor set.
 * Calls beyond the door's limit are answered UNAVAILABLE "server busy" at once.
 */
export function createGrpcServer(options: GrpcServerOptions): Server {
  const logger = options.logger.with({ module: "grpc" });
  const server = new Server({
    "grpc.max_receive_message_length": MAX_RECEIVE_BYTES,
    ...(options.limit === undefined ? {} : { interceptors: [doorInterceptor(options.limit, options.answerReadDeadlineMs)] }),
  });
  const services = new Map<string, { definition: Record<string, MethodDefinition<Uint8Array, Uint8Array>>; implementation: UntypedServiceImplementation }>();
  for (const [path, method] of options.methods) {
    const [, service, name] = /^\/([^/]+)\/([^/]+)$/.exec(path) ?? [];
    if (service === undefined || name === undefined) throw new Error(`not a gRPC method path: ${path}`);
    const entry = services.get(service) ?? { definition: {}, implementation: {} };
    entry.definition[name] = rawMethod(path);
    entry.implementation[name] = (call: ServerUnaryCall<Uint8Array, Uint8Array>, callback: sendUnaryData<Uint8Array>) => {
      void answer(call, callback, method, path, logger);
    };
    services.set(service, entry);
  }
  for (const [, { definition, implementation }] of services) server.addService(definition, implementation);

  const reflection = new ReflectionService(descriptorSet(), [...services.keys(), ...REFLECTION_SERVICES].sort());
  for (const name of REFLECTION_SERVICES) {
    const { definition, implementation } = reflection.service(name);
    server.addService(definition, implementation);
  }
  return server;
}

async function answer(
  call: ServerUnaryCall<Uint8Array, Uint8Array>,
  callback: sendUnaryData<Uint8Array>,
  method: ServiceMethod,
  path: string,
  logger: Logger,
): Promise<void> {
  try {
    const result = await method(call.request, { height: requestedHeight(call.metadata) });
    if (result.height !== undefined) {
      const metadata = new Metadata();
      metadata.set(BLOCK_HEIGHT_METADATA, result.height.toString());
      call.sendMetadata(metadata);
    }
    callback(null, result.value);
  } catch (err) {
    if (err instanceof ApiError) {
      callback({ code: err.code as number as status, details: boundedMessage(err.message) });
      return;
    }
    logger.error("gRPC call failed", { path, err: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    callback({ code: status.INTERNAL, details: INTERNAL_ERROR_MESSAGE });
  }
}

export interface RunningGrpcServer {
  /** host:port as bound, a port of 0 resolved ("127.0.0.1:9090"). */
  readonly address: string;
  close(): Promise<void>;
}

/**
 * Binds a built server to app.toml's `grpc.address` (`host:port`, plaintext as the SDK's default). close()
 * stops accepting calls and waits for running ones, then cancels what is left after 5 s.
 */
export async function listenGrpc(server: Server, address: string): Promise<RunningGrpcServer> {
  const match = /^(\[[^\]]+\]|[^:]*):([0-9]{1,5})$/.exec(address.replace(/^tcp:\/\//, ""));
  if (match === null) throw new Error(`invalid gRPC address ${JSON.stringify(address)}: expected host:port`);
  const host = match[1] === "" ? "0.0.0.0" : match[1]!;
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(`${host}:${match[2]}`, ServerCredentials.createInsecure(), (err, bound) => (err ? reject(err) : resolve(bound)));
  });
  return {
    address: `${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => server.forceShutdown(), 5_000);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      }),
  };
}
