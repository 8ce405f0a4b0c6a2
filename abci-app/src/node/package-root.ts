import fs from "node:fs";
import path from "node:path";

const PACKAGE_NAME = "idledger";

/**
 * The idledger checkout this code runs from (the directory of its package.json), found by walking up from this
 * file: the same answer from the TypeScript sources and from the compiled dist/. It holds cometbft-config/,
 * scripts/install-cometbft.sh and the .bin/ that the script builds CometBFT into.
 */
export function packageRoot(start: string = __dirname): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (isIdledgerPackage(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`cannot find the idledger package (its package.json) above ${start}`);
  }
}

function isIdledgerPackage(file: string): boolean {
  try {
    return (JSON.parse(fs.readFileSync(file, "utf8")) as { name?: unknown }).name === PACKAGE_NAME;
  } catch {
    return false;
  }
}
