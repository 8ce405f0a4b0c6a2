import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** The package version, found by walking up from this file (it runs from src/ in tests and from dist/ in production). */
export function appVersion(): string {
  let dir = __dirname;
  for (;;) {
    const candidate = join(dir, "package.json");
    if (existsSync(candidate)) {
      const pkg = JSON.parse(readFileSync(candidate, "utf8")) as { name?: string; version?: string };
      if (pkg.name === "idledger" && pkg.version !== undefined) return pkg.version;
    }
    const parent = dirname(dir);
    if (parent === dir) return "0.0.0";
    dir = parent;
  }
}

export const APP_NAME = "idledger";

/**
 * The Cosmos SDK release whose interfaces idledger speaks (its protobuf descriptors come from it: scripts/gen-
 * descriptors.sh). Clients that choose their wire format by the SDK version a node reports (Hermes refuses chains
 * outside SDK 0.45-0.50) read it from GetNodeInfo.
 */
export const COSMOS_SDK_WIRE_VERSION = "v0.47.17";

/**
 * The ibc-go release whose wire idledger's IBC module speaks (its protos, paths, events and errors). Hermes reads it
 * from GetNodeInfo's build dependencies to pick its protocol and refuses a chain that names none.
 */
export const IBC_GO_WIRE_VERSION = "v7.10.0";
