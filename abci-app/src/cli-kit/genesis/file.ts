import fs from "node:fs";
import path from "node:path";
import { bech32PrefixOfAuthGenesis, DEFAULT_BECH32_PREFIX } from "../../types/address";
import { homeLayout } from "../home";
import type { GenesisDoc } from "./doc";

/** Reads a genesis file; a missing file says to run `idledger init`, malformed JSON names the file. */
export function readGenesisFile(file: string): GenesisDoc {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") throw new Error(`genesis file not found: ${file}; run idledger init first`);
    throw new Error(`cannot read genesis file ${file}: ${(err as Error).message}`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new Error(`invalid JSON in genesis file ${file}: ${(err as Error).message}`);
  }
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) throw new Error(`genesis file ${file} does not hold a JSON object`);
  const appState = (doc as { app_state?: unknown }).app_state;
  if (typeof appState !== "object" || appState === null || Array.isArray(appState)) {
    throw new Error(`genesis file ${file} has no app_state object`);
  }
  return doc as GenesisDoc;
}

/** Writes a genesis file with 2-space indentation (CometBFT's layout), replacing the old one atomically. */
export function writeGenesisFile(file: string, doc: GenesisDoc): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(doc, null, 2)}\n`, { mode: 0o644 });
  fs.renameSync(temp, file);
}

/** The chain's account prefix from `app_state.auth.bech32_prefix` (read as the auth module reads it), "hid" when unset. */
export function genesisBech32Prefix(doc: GenesisDoc): string {
  const auth = doc.app_state["auth"];
  return auth === undefined ? DEFAULT_BECH32_PREFIX : bech32PrefixOfAuthGenesis(auth);
}

/** The account prefix of the chain in `home`: from its genesis when there is one, else "hid". */
export function homeBech32Prefix(home: string): string {
  const file = homeLayout(home).genesis;
  return fs.existsSync(file) ? genesisBech32Prefix(readGenesisFile(file)) : DEFAULT_BECH32_PREFIX;
}
