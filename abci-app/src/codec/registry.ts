import type { Any } from "cosmjs-types/google/protobuf/any";
import type { AnyType, ProtoCodec } from "./proto-codec";

/** Codecs by type URL: what an `Any` can hold (messages, accounts, public keys, authorizations…). */
export class TypeRegistry {
  private readonly codecs = new Map<string, ProtoCodec<unknown>>();

  register<T>(typeUrl: string, codec: ProtoCodec<T>): this {
    const existing = this.codecs.get(typeUrl);
    if (existing !== undefined && existing !== codec) throw new Error(`type ${typeUrl} is already registered with another codec`);
    this.codecs.set(typeUrl, codec as ProtoCodec<unknown>);
    return this;
  }

  registerAll(types: readonly AnyType[]): this {
    for (const type of types) this.register(type.typeUrl, type.codec);
    return this;
  }

  lookup(typeUrl: string): ProtoCodec<unknown> | undefined {
    return this.codecs.get(typeUrl);
  }

  has(typeUrl: string): boolean {
    return this.codecs.has(typeUrl);
  }

  typeUrls(): string[] {
    return [...this.codecs.keys()].sort();
  }

  /** Decodes an Any; throws when the type is unknown or the bytes do not decode. */
  unpack(any: Any): unknown {
    const codec = this.codecs.get(any.typeUrl);
    if (codec === undefined) throw new Error(`unknown type URL ${any.typeUrl}`);
    return codec.decode(any.value);
  }
}
