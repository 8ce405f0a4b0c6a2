import { AddressCodec } from "../../../abci-app/src/types/address";
import { escrowAddress } from "../../../abci-app/src/modules/transfer/types/escrow-address";
import { hex } from "./helpers";

/**
 * Vectors computed with ibc-go v7.10.0's own GetEscrowAddress (a Go program against the module, bech32 prefix `hid`).
 * The bytes are prefix-independent: transfer/channel-0's is the well-known cosmos1a53udazy8ayufvy0s434pfwjcedzqv34kvz9tw.
 */
describe("escrowAddress (GetEscrowAddress)", () => {
  const codec = new AddressCodec("hid");

  it.each<[string, string, string, string]>([
    ["transfer", "channel-0", "ed23c6f4443f49c4b08f856350a5d2c65a203235", "hid1a53udazy8ayufvy0s434pfwjcedzqv345ly57t"],
    ["transfer", "channel-1", "b014310b490281e4c39ea74a8f6022967b3ddb47", "hid1kq2rzz6fq2q7fsu75a9g7cpzjeanmk682krww3"],
    ["transfer", "channel-141", "352bf5cc8839ecfccb763916e1ddb1faf67a9b37", "hid1x54ltnyg88k0ejmk8ytwrhd3ltm84xehpqep2v"],
  ])("%s/%s", (port, channel, bytes, bech32) => {
    const address = escrowAddress(port, channel);
    expect(address).toHaveLength(20);
    expect(hex(address)).toBe(bytes);
    expect(codec.encode(address)).toBe(bech32);
  });

  it("separates port from channel (TestGetEscrowAddress): transfer/channel and transfercha/nnel differ", () => {
    expect(hex(escrowAddress("transfer", "channel"))).toBe("6efc9e8d18d9edb55266ce8df6c9e47c94deb907");
    expect(hex(escrowAddress("transfercha", "nnel"))).toBe("88dc936482188f7dcaed9efa22257a7e2a21aa1c");
  });

  it('is the first 20 bytes of SHA-256("ics20-1" ‖ 0x00 ‖ "{port}/{channel}")', () => {
    const { createHash } = require("node:crypto") as typeof import("node:crypto");
    const digest = createHash("sha256")
      .update(Buffer.concat([Buffer.from("ics20-1"), Buffer.of(0), Buffer.from("transfer/channel-9")]))
      .digest();
    expect(hex(escrowAddress("transfer", "channel-9"))).toBe(digest.subarray(0, 20).toString("hex"));
  });
});
