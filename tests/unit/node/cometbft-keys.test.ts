import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { cometAddress, ed25519KeyPairFromSeed, nodeIdOf, parsePublicKeyJson, validatorAddressHex } from "../../../abci-app/src/node/cometbft/ed25519-key";
import { loadOrCreateNodeKey, loadOrCreatePrivValidator, readNodeKey, readPrivValidatorKey } from "../../../abci-app/src/node/cometbft/key-files";
import { tempDir } from "../cli/fixtures";

/** Files written by `cometbft init` (v0.38.26), with what `cometbft show-node-id` and `show-validator` printed for them. */
const COMET_NODE_KEY =
  '{"priv_key":{"type":"tendermint/PrivKeyEd25519","value":"VStwz3oOL7O+hF6Cb7A26qujknixHVpXBdL7TnplAB5MbSVmmJbcPh/sGicVELGhe2ZOeWMG68A+lKPtCal0Bw=="}}';
const COMET_NODE_ID = "e53fae725054e8990add812dd79e803a155104c0";
const COMET_VALIDATOR_KEY = {
  address: "B0A52BB5FC67149383AF05B195254D8B5FC0FA78",
  pub_key: { type: "tendermint/PubKeyEd25519", value: "xHN0HSoEipzeXh/BfuGeeRm1zv9tzprm7xskQc3FLo8=" },
  priv_key: { type: "tendermint/PrivKeyEd25519", value: "lPvX6Pe8BZnKg67lf9Uixy+J53hnC4WM3cXQMKfNmoPEc3QdKgSKnN5eH8F+4Z55GbXO/23OmubvGyRBzcUujw==" },
};

describe("CometBFT key files", () => {
  let dir: string;
  let cleanup: () => void;
  beforeEach(() => ({ dir, cleanup } = tempDir()));
  afterEach(() => cleanup());

  it("reads the files cometbft init writes and derives the same node ID and validator address", () => {
    fs.writeFileSync(path.join(dir, "node_key.json"), COMET_NODE_KEY);
    fs.writeFileSync(path.join(dir, "priv_validator_key.json"), JSON.stringify(COMET_VALIDATOR_KEY, null, 2));
    expect(nodeIdOf(readNodeKey(path.join(dir, "node_key.json")).publicKey)).toBe(COMET_NODE_ID);
    const validator = readPrivValidatorKey(path.join(dir, "priv_validator_key.json"));
    expect(Buffer.from(validator.publicKey).toString("base64")).toBe(COMET_VALIDATOR_KEY.pub_key.value);
    expect(validatorAddressHex(validator.publicKey)).toBe(COMET_VALIDATOR_KEY.address);
  });

  it("writes new keys in CometBFT's layout, 0600, and keeps them on the next call", () => {
    const nodeKeyFile = path.join(dir, "config", "node_key.json");
    const keyFile = path.join(dir, "config", "priv_validator_key.json");
    const stateFile = path.join(dir, "data", "priv_validator_state.json");
    const nodeKey = loadOrCreateNodeKey(nodeKeyFile);
    const validator = loadOrCreatePrivValidator(keyFile, stateFile);

    const nodeKeyText = fs.readFileSync(nodeKeyFile, "utf8");
    expect(nodeKeyText).toMatch(/^\{"priv_key":\{"type":"tendermint\/PrivKeyEd25519","value":"[A-Za-z0-9+/]{86}=="\}\}$/);
    const key = JSON.parse(fs.readFileSync(keyFile, "utf8"));
    expect(Object.keys(key)).toEqual(["address", "pub_key", "priv_key"]);
    const pub = Buffer.from(key.pub_key.value, "base64");
    expect(key.address).toBe(createHash("sha256").update(pub).digest().subarray(0, 20).toString("hex").toUpperCase());
    expect(Buffer.from(key.priv_key.value, "base64").subarray(32)).toEqual(pub);
    expect(fs.readFileSync(stateFile, "utf8")).toBe('{\n  "height": "0",\n  "round": 0,\n  "step": 0\n}');
    for (const file of [nodeKeyFile, keyFile, stateFile]) expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    fs.writeFileSync(stateFile, '{"height":"42","round":0,"step":3}');
    expect(loadOrCreateNodeKey(nodeKeyFile)).toEqual(nodeKey);
    expect(loadOrCreatePrivValidator(keyFile, stateFile)).toEqual(validator);
    expect(fs.readFileSync(nodeKeyFile, "utf8")).toBe(nodeKeyText);
    expect(fs.readFileSync(stateFile, "utf8")).toBe('{"height":"42","round":0,"step":3}');
  });

  it.each([
    ["a missing file", undefined, /^validator key not found: .*priv_validator_key\.json; run idledger init first$/],
    ["broken JSON", "{", /^invalid JSON in .*priv_validator_key\.json: /],
    [
      "a secp256k1 key",
      { ...COMET_VALIDATOR_KEY, priv_key: { type: "tendermint/PrivKeySecp256k1", value: "AA==" } },
      /unsupported private key type "tendermint\/PrivKeySecp256k1"/,
    ],
    ["a wrong address", { ...COMET_VALIDATOR_KEY, address: "00".repeat(20) }, /address "0{40}" does not belong to the key/],
    [
      "another public key",
      { ...COMET_VALIDATOR_KEY, pub_key: { type: "tendermint/PubKeyEd25519", value: Buffer.alloc(32).toString("base64") } },
      /pub_key does not belong to priv_key/,
    ],
    [
      "a short private key",
      { ...COMET_VALIDATOR_KEY, priv_key: { type: "tendermint/PrivKeyEd25519", value: Buffer.alloc(32).toString("base64") } },
      /is 64 bytes, got 32/,
    ],
  ])("refuses %s", (_name, content, message) => {
    const file = path.join(dir, "priv_validator_key.json");
    if (content !== undefined) fs.writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
    expect(() => readPrivValidatorKey(file)).toThrow(message);
  });
});

describe("Ed25519 keys", () => {
  it("derives addresses as the first 20 bytes of SHA-256 of the public key", () => {
    const pair = ed25519KeyPairFromSeed(new Uint8Array(32).fill(7));
    const digest = createHash("sha256").update(pair.publicKey).digest();
    expect(Buffer.from(cometAddress(pair.publicKey))).toEqual(digest.subarray(0, 20));
    expect(nodeIdOf(pair.publicKey)).toBe(digest.subarray(0, 20).toString("hex"));
  });

  it("reads a public key in CometBFT's and in the SDK's JSON", () => {
    const value = COMET_VALIDATOR_KEY.pub_key.value;
    const expected = new Uint8Array(Buffer.from(value, "base64"));
    expect(parsePublicKeyJson(JSON.stringify({ type: "tendermint/PubKeyEd25519", value }))).toEqual(expected);
    expect(parsePublicKeyJson(JSON.stringify({ "@type": "/cosmos.crypto.ed25519.PubKey", key: value }))).toEqual(expected);
  });

  it.each([
    ["xyz", /not JSON/],
    ["[]", /expected a JSON object/],
    ['{"type":"tendermint/PubKeySecp256k1","value":"AA=="}', /unsupported public key type "tendermint\/PubKeySecp256k1"/],
    ['{"@type":"/cosmos.crypto.secp256k1.PubKey","key":"AA=="}', /unsupported public key type/],
    ['{"type":"tendermint/PubKeyEd25519"}', /the key bytes are missing/],
    ['{"type":"tendermint/PubKeyEd25519","value":"not base64!"}', /not base64/],
    ['{"type":"tendermint/PubKeyEd25519","value":"AAAA"}', /is 32 bytes, got 3/],
  ])("refuses the public key %s", (text, message) => {
    expect(() => parsePublicKeyJson(text)).toThrow(message);
  });
});
