import { Client, credentials, Metadata, type ServiceError } from "@grpc/grpc-js";

export interface GrpcReply {
  readonly value?: Uint8Array;
  /** The status code (0 = OK) and its details. */
  readonly code: number;
  readonly details: string;
  /** The response header metadata (x-cosmos-block-height). */
  readonly metadata: Metadata;
}

/** A plain @grpc/grpc-js client that sends and receives raw protobuf bytes, as any gRPC client would. */
export class RawGrpcClient {
  private readonly client: Client;

  constructor(address: string) {
    this.client = new Client(address, credentials.createInsecure());
  }

  call(path: string, request: Uint8Array, headers: Record<string, string> = {}): Promise<GrpcReply> {
    const metadata = new Metadata();
    for (const [key, value] of Object.entries(headers)) metadata.set(key, value);
    let responseMetadata = new Metadata();
    return new Promise((resolve) => {
      const call = this.client.makeUnaryRequest(
        path,
        (bytes: Uint8Array) => Buffer.from(bytes),
        (bytes: Buffer) => new Uint8Array(bytes),
        request,
        metadata,
        (err: ServiceError | null, value?: Uint8Array) => {
          if (err !== null) resolve({ code: err.code, details: err.details, metadata: responseMetadata });
          else resolve({ value: value!, code: 0, details: "", metadata: responseMetadata });
        },
      );
      call.on("metadata", (m: Metadata) => (responseMetadata = m));
    });
  }

  close(): void {
    this.client.close();
  }
}
