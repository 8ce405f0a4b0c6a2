import { fromBase64 } from "@cosmjs/encoding";
import { parseVerKey } from "../../../../abci-app/src/modules/ssi/cli/ver-key";
import { decodeMultibase } from "../../../../lib/multibase";
import { HID_KEY_1, HID_KEY_2 } from "./keys";

describe("parseVerKey", () => {
  it.each([HID_KEY_1, HID_KEY_2])("reads Go's 64-byte key and finds the public key of hid-node's vector (%#)", (vector) => {
    const key = parseVerKey(vector.privateKey);
    expect(key.publicKey).toEqual(decodeMultibase(vector.multibase));
    expect(key.privateKey).toHaveLength(64);
  });

  it("reads the bare 32-byte seed too", () => {
    const seed = Buffer.from(fromBase64(HID_KEY_1.privateKey).subarray(0, 32)).toString("base64");
    expect(parseVerKey(seed).publicKey).toEqual(decodeMultibase(HID_KEY_1.multibase));
  });

  it("refuses a 64-byte key whose second half is another key's public key", () => {
    const mixed = Buffer.concat([fromBase64(HID_KEY_1.privateKey).subarray(0, 32), fromBase64(HID_KEY_2.privateKey).subarray(32)]).toString("base64");
    expect(() => parseVerKey(mixed, "--ver-key")).toThrow("--ver-key is inconsistent: its last 32 bytes are not the public key of its first 32 (the seed)");
  });

  it.each([
    ["", "--ver-key is not standard base64"],
    ["not base64!", "--ver-key is not standard base64"],
    ["oVtY1xceDZQjkfwlbCEC2vge", "--ver-key must be an Ed25519 key of 64 bytes (seed and public key) or 32 bytes (seed), got 18 bytes"],
    ["oVtY1xceDZQjkfwlbCEC2vgeADcxpgd27vtYasBhcM/JLR6PnPoD9jvjSJrMsMJwS7faPy5OlFCdj_kgLVZMEg==", "--ver-key is not standard base64"],
  ])("refuses %j", (text, message) => {
    expect(() => parseVerKey(text, "--ver-key")).toThrow(message);
  });
});
