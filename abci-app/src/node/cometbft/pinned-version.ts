import fs from "node:fs";
import path from "node:path";
import { packageRoot } from "../package-root";

/**
 * The CometBFT version this idledger runs, as pinned in scripts/install-cometbft.sh (`COMETBFT_VERSION="v0.38.26"`),
 * without the "v": the version `cometbft version` prints once the script has built it. The script is the pin, so
 * nothing else can drift from it.
 */
export function pinnedCometbftVersion(root: string = packageRoot()): string {
  const script = path.join(root, "scripts", "install-cometbft.sh");
  const pin = /^COMETBFT_VERSION="v([^"]+)"$/m.exec(fs.readFileSync(script, "utf8"));
  if (pin === null) throw new Error(`${script} pins no COMETBFT_VERSION`);
  return pin[1]!;
}
