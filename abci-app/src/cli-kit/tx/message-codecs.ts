import type { JsonObject } from "@bufbuild/protobuf";
import type { Any } from "cosmjs-types/google/protobuf/any";
import type { MsgType, ProtoCodec } from "../../codec/proto-codec";
import { toSdkJson } from "../../codec/sdk-json";
import { readSdkJson } from "../../codec/sdk-json-reader";

/** One message of a transaction in Cosmos JSON: its Any, `{"@type": "<type URL>", …fields}`. */
export interface MessageJson {
  readonly "@type": string;
  readonly [field: string]: unknown;
}

/**
 * What the command line needs of one message type: its type URL, binary codec, and who signs it (the field marked
 * `cosmos.msg.v1.signer` in its proto). Its JSON form comes from its descriptor (codec/sdk-json.ts). Modules declare
 * theirs in a table.
 */
export interface MessageCodec<T = any> {
  readonly typeUrl: string;
  readonly codec: ProtoCodec<T>;
  /** The bech32 addresses that must sign, in order. */
  signers(msg: T): string[];
}

/** A message type the command line reads, prints and signs. */
export function messageCodec<T>(type: MsgType<T>): MessageCodec<T> {
  return { typeUrl: type.typeUrl, codec: type.codec, signers: (msg) => type.signers(msg) };
}

/** A message as an Any in Cosmos JSON. */
export function messageToJson<T>(type: MessageCodec<T>, msg: T): MessageJson {
  return { "@type": type.typeUrl, ...(toSdkJson(type.codec, msg) as JsonObject) };
}

/** A message of `type` from its fields in Cosmos JSON, read strictly; errors name `path`. */
export function messageFromJson<T>(type: MessageCodec<T>, fields: unknown, path = "$"): T {
  return readSdkJson(type.codec, fields, { path });
}

/** A message packed for a transaction body. */
export function messageToAny<T>(type: MessageCodec<T>, msg: T): Any {
  return { typeUrl: type.typeUrl, value: type.codec.encode(msg).finish() };
}

/** The message types the command line can read, print and sign, by type URL. */
export class MessageRegistry {
  private readonly byTypeUrl = new Map<string, MessageCodec>();

  constructor(types: readonly MessageCodec[]) {
    for (const type of types) {
      if (this.byTypeUrl.has(type.typeUrl)) throw new Error(`message type ${type.typeUrl} is listed twice`);
      this.byTypeUrl.set(type.typeUrl, type);
    }
  }

  lookup(typeUrl: string): MessageCodec | undefined {
    return this.byTypeUrl.get(typeUrl);
  }

  /**
   * A message Any in Cosmos JSON. A type this command line does not know (a newer module's) prints as
   * `{"@type", "value": <base64>}` rather than failing, so that any transaction of the chain can be shown.
   */
  anyToJson(any: Any): MessageJson {
    const type = this.byTypeUrl.get(any.typeUrl);
    if (type === undefined) return { "@type": any.typeUrl, value: Buffer.from(any.value).toString("base64") };
    return messageToJson(type, type.codec.decode(any.value));
  }

  /** Reads `{"@type": …, fields}` strictly; an unknown type or field is an error naming `path`. */
  anyFromJson(json: unknown, path: string): Any {
    if (typeof json !== "object" || json === null || Array.isArray(json)) throw new Error(`${path}: expected a message as a JSON object with "@type"`);
    const { "@type": typeUrl, ...fields } = json as Record<string, unknown>;
    if (typeof typeUrl !== "string") throw new Error(`${path}: the message has no "@type"`);
    const type = this.byTypeUrl.get(typeUrl);
    if (type === undefined) throw new Error(`${path}: unknown message type ${typeUrl}; this command line knows ${[...this.byTypeUrl.keys()].join(", ")}`);
    return messageToAny(type, messageFromJson(type, fields, path));
  }

  /** The signers of a message; a type this command line does not know is an error. */
  signers(any: Any): string[] {
    const type = this.byTypeUrl.get(any.typeUrl);
    if (type === undefined) throw new Error(`cannot tell who signs a message of unknown type ${any.typeUrl}`);
    return type.signers(type.codec.decode(any.value));
  }
}
