import fs from "node:fs";
import { writePrivateFile } from "./private-file";
import { generateEd25519KeyPair, parsePrivateKeyJson, privateKeyJson, publicKeyJson, validatorAddressHex, type Ed25519KeyPair } from "./ed25519-key";

/**
 * CometBFT's key files (p2p/key.go, privval/file.go): `node_key.json` is one line, the validator's files are
 * indented by two spaces; all are 0600. idledger writes them itself so that `init` can print the node ID and put
 * the validator in genesis; CometBFT reads them unchanged.
 */

/** The node key in `file`, generated and written first when the file does not exist. */
export function loadOrCreateNodeKey(file: string): Ed25519KeyPair {
  if (fs.existsSync(file)) return readNodeKey(file);
  const pair = generateEd25519KeyPair();
  writePrivateFile(file, JSON.stringify({ priv_key: privateKeyJson(pair) }));
  return pair;
}

export function readNodeKey(file: string): Ed25519KeyPair {
  const json = readKeyFile(file, "node key") as { priv_key?: unknown };
  return withFile(file, () => parsePrivateKeyJson(json.priv_key));
}

/**
 * The validator key in `keyFile`, generated first when missing, and a sign state at height 0 in `stateFile` when
 * that is missing. An existing state is never reset: it is what keeps a restarted validator from signing twice.
 */
export function loadOrCreatePrivValidator(keyFile: string, stateFile: string): Ed25519KeyPair {
  let pair: Ed25519KeyPair;
  if (fs.existsSync(keyFile)) {
    pair = readPrivValidatorKey(keyFile);
  } else {
    pair = generateEd25519KeyPair();
    const key = { address: validatorAddressHex(pair.publicKey), pub_key: publicKeyJson(pair.publicKey), priv_key: privateKeyJson(pair) };
    writePrivateFile(keyFile, JSON.stringify(key, null, 2));
  }
  if (!fs.existsSync(stateFile)) writePrivateFile(stateFile, JSON.stringify({ height: "0", round: 0, step: 0 }, null, 2));
  return pair;
}

/** Reads `priv_validator_key.json`, checking that its address and public key belong to its private key. */
export function readPrivValidatorKey(file: string): Ed25519KeyPair {
  const json = readKeyFile(file, "validator key") as { address?: unknown; pub_key?: unknown; priv_key?: unknown };
  return withFile(file, () => {
    const pair = parsePrivateKeyJson(json.priv_key);
    const pub = json.pub_key as { value?: unknown } | undefined;
    if (pub?.value !== publicKeyJson(pair.publicKey).value) throw new Error("pub_key does not belong to priv_key");
    if (json.address !== validatorAddressHex(pair.publicKey)) throw new Error(`address ${JSON.stringify(json.address)} does not belong to the key`);
    return pair;
  });
}

function readKeyFile(file: string, what: string): object {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(`${what} not found: ${file}; run idledger init first`);
    }
    throw new Error(`cannot read ${file}: ${(err as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new Error(`invalid JSON in ${file}: ${(err as Error).message}`);
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw new Error(`invalid ${file}: expected a JSON object`);
  return json;
}

function withFile<T>(file: string, read: () => T): T {
  try {
    return read();
  } catch (err) {
    throw new Error(`invalid ${file}: ${(err as Error).message}`);
  }
}
