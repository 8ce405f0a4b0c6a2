import { fromBase64 } from "@cosmjs/encoding";
import { randomEd25519KeyInfo } from "../../../../abci-app/src/cli/commands/debug/ed25519-random";
import { ed25519PublicKey } from "../../../../abci-app/src/crypto/ed25519";
import { encodeBase58btc } from "../../../../lib/multibase";

describe("randomEd25519KeyInfo", () => {
  it("draws again until the multibase key has hid-node's 45 characters", () => {
    // The public key of the seed 0x0c0c…0c encodes to 44 characters, that of 0x0101…01 to 45.
    const short = new Uint8Array(32).fill(12);
    const good = new Uint8Array(32).fill(1);
    expect(encodeBase58btc(ed25519PublicKey(short))).toHaveLength(44);
    const seeds = [short, short, good];
    const info = randomEd25519KeyInfo(() => seeds.shift()!);
    expect(seeds).toHaveLength(0);
    expect(info.pub_key_multibase).toHaveLength(45);
    expect(fromBase64(info.priv_key_base_64)).toEqual(new Uint8Array([...good, ...ed25519PublicKey(good)]));
    expect(fromBase64(info.pub_key_base_64)).toEqual(ed25519PublicKey(good));
  });
});
