import "../../../../abci-app/src/codec/writer-fixes";
import { Grant } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { BinaryWriter } from "cosmjs-types/binary";

/** cosmjs-types 0.11 wrote int64 values from 2^31 to 2^32 − 1 as zeros; grant expirations from 2038 to 2106 are such values. */
describe("int64 encoding of cosmjs-types, with codec/writer-fixes installed", () => {
  it.each([0n, 127n, 2n ** 31n - 1n, 2n ** 31n, 4_102_444_800n, 2n ** 32n - 1n, 2n ** 32n, 253_402_300_799n, -1n, -(2n ** 31n) - 5n, -62_135_596_800n])(
    "%s round-trips through Timestamp with the canonical varint",
    (seconds) => {
      const bytes = Timestamp.encode({ seconds, nanos: 0 }).finish();
      expect(Timestamp.decode(bytes).seconds).toBe(seconds);
      expect(Buffer.from(bytes).toString("hex")).toBe(`08${varint(BigInt.asUintN(64, seconds))}`.replace(/^0800$/, ""));
    },
  );

  it("uint64 fields (a writer's own copy of int64) are fixed too", () => {
    expect(Buffer.from(BinaryWriter.create().uint64(3_000_000_000n).finish()).toString("hex")).toBe(varint(3_000_000_000n));
  });

  it("a grant expiring in 2100 keeps its expiration", () => {
    const grant = { authorization: { typeUrl: "/x", value: Uint8Array.of(1) }, expiration: { seconds: 4_102_444_800n, nanos: 7 } };
    expect(Grant.decode(Grant.encode(grant).finish())).toEqual(grant);
  });
});

function varint(value: bigint): string {
  const out: number[] = [];
  let v = value;
  do {
    const byte = Number(v & 0x7fn);
    v >>= 7n;
    out.push(v > 0n ? byte | 0x80 : byte);
  } while (v > 0n);
  return Buffer.from(out).toString("hex");
}
