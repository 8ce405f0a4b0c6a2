import type { Any } from "cosmjs-types/google/protobuf/any";

/** The shape of every generated message codec (cosmjs-types and our ts-proto output). */
export interface ProtoCodec<T> {
  readonly typeUrl?: string;
  encode(message: T): { finish(): Uint8Array };
  decode(input: Uint8Array): T;
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
