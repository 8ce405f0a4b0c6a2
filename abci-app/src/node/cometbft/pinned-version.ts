import fs from "node:fs";
import path from "node:path";
import { packageRoot } from "../package-root";

/**
 * The CometBFT version this idledger runs, as pinned in scripts/install-cometbft.sh: the release
 * (`COMETBFT_VERSION="v0.38.26"`, without the "v") and the level of idledger's fixes built into it
 * (`COMETBFT_PATCH_LEVEL="idledger.1"`, scripts/cometbft-patches/), as `cometbft version` prints them once the script
 * has built it: `0.38.26+idledger.1`. The script is the pin, so nothing else can drift from it.
 */
export function pinnedCometbftVersion(root: string = packageRoot()): string {
  const script = path.join(root, "scripts", "install-cometbft.sh");
  const text = fs.readFileSync(script, "utf8");
  const release = /^COMETBFT_VERSION="v([^"]+)"$/m.exec(text);
  if (release === null) throw new Error(`${script} pins no COMETBFT_VERSION`);
  const patchLevel = /^COMETBFT_PATCH_LEVEL="([^"]+)"$/m.exec(text);
  if (patchLevel === null) throw new Error(`${script} pins no COMETBFT_PATCH_LEVEL`);
  return `${release[1]}+${patchLevel[1]}`;
}
