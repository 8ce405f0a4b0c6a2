import { pathToString, stringToPath, type HdPath } from "@cosmjs/crypto";

/** SLIP-44 coin type of the Cosmos Hub, which idledger shares (as hid-node does). */
export const DEFAULT_COIN_TYPE = 118;
export const MAX_HD_INDEX = 2 ** 31 - 1;

/** The BIP-44 path `m/44'/<coinType>'/<account>'/0/<index>`, as the SDK builds it from --coin-type/--account/--index. */
export function bip44Path(coinType = DEFAULT_COIN_TYPE, account = 0, index = 0): string {
  for (const [what, n] of [
    ["coin type", coinType],
    ["account", account],
    ["index", index],
  ] as const) {
    if (!Number.isInteger(n) || n < 0 || n > MAX_HD_INDEX) throw new Error(`HD ${what} must be an integer from 0 to ${MAX_HD_INDEX}, got ${n}`);
  }
  return `m/44'/${coinType}'/${account}'/0/${index}`;
}

/** Parses an HD path such as "m/44'/118'/0'/0/0" (the leading "m/" may be left out). */
export function parseHdPath(text: string): HdPath {
  const trimmed = text.trim();
  const full = trimmed.startsWith("m") ? trimmed : `m/${trimmed}`;
  let path: HdPath;
  try {
    path = stringToPath(full);
  } catch (err) {
    throw new Error(`invalid HD path "${text}": ${(err as Error).message} (expected e.g. m/44'/118'/0'/0/0)`);
  }
  if (path.length === 0) throw new Error(`invalid HD path "${text}": it has no components (expected e.g. m/44'/118'/0'/0/0)`);
  return path;
}

/** The canonical text of a path ("m/44'/118'/0'/0/0"). */
export function formatHdPath(path: HdPath): string {
  return pathToString(path);
}
