import type { BinaryReader } from "cosmjs-types/binary";
import type { Any } from "cosmjs-types/google/protobuf/any";

/** The shape of every generated message codec: cosmjs-types' and our ssi types, both telescope's output on one runtime. */
export interface ProtoCodec<T> {
  readonly typeUrl: string;
  encode(message: T): { finish(): Uint8Array };
  decode(input: BinaryReader | Uint8Array, length?: number): T;
  fromPartial(object: any): T;
  fromJSON(object: any): T;
  toJSON(message: T): unknown;
}

/** A type an `Any` may hold: its type URL and codec (messages, their responses, accounts, keys, authorizations…). */
export interface AnyType<T = any> {
  readonly typeUrl: string;
  readonly codec: ProtoCodec<T>;
}

/**
 * One transaction message type as clients and the node both see it: its wire identity, its response's, its amino
 * name and who must sign it (the `cosmos.msg.v1.signer` field). A module declares these once, in a static table.
 */
export interface MsgType<T = any, R = any> extends AnyType<T> {
  readonly response: AnyType<R>;
  /** The legacy amino name, for amino-JSON signing and the CLI (e.g. "cosmos-sdk/MsgSend"). */
  readonly aminoName?: string;
  /** Bech32 addresses that must sign, in order. */
  signers(msg: T): string[];
}

/** The Any types of a message table: each message and its response. */
export function msgAnyTypes(msgs: readonly MsgType[]): AnyType[] {
  return msgs.flatMap((msg) => [{ typeUrl: msg.typeUrl, codec: msg.codec }, msg.response]);
}

/** Packs a message into an Any with its codec. */
export function packAny<T>(typeUrl: string, codec: ProtoCodec<T>, message: T): Any {
  return { typeUrl, value: codec.encode(message).finish() };
}

/** One gRPC method's wire identity: its full path and the codecs of its request and response. */
export interface GrpcMethod<Req = any, Res = any> {
  /** "/cosmos.bank.v1beta1.Query/Balance": the gRPC path, and the ABCI query path it is served at. */
  readonly path: string;
  readonly request: ProtoCodec<Req>;
  readonly response: ProtoCodec<Res>;
}

type MethodCodecs = Readonly<Record<string, readonly [ProtoCodec<any>, ProtoCodec<any>]>>;
type MethodsOf<T extends MethodCodecs> = {
  readonly [M in keyof T]: T[M] extends readonly [ProtoCodec<infer Req>, ProtoCodec<infer Res>] ? GrpcMethod<Req, Res> : never;
};

/**
 * The methods of one gRPC service, declared once: the module's query routes, its REST paths and its CLI
 * commands all name them from this table, e.g. `grpcService("/cosmos.bank.v1beta1.Query", { Balance:
 * [QueryBalanceRequest, QueryBalanceResponse] })`.
 */
export function grpcService<T extends MethodCodecs>(service: string, methods: T): MethodsOf<T> {
  return Object.fromEntries(
    Object.entries(methods).map(([name, [request, response]]) => [name, { path: `${service}/${name}`, request, response }]),
  ) as MethodsOf<T>;
}
