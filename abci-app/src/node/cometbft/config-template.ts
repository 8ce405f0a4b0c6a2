import fs from "node:fs";
import path from "node:path";
import { packageRoot } from "../package-root";
import { tomlString } from "./toml-value";

/** What a node does in the network; each mode has its config.toml template in cometbft-config/. */
export type NodeMode = "validator" | "full" | "seed";
export const NODE_MODES: readonly NodeMode[] = ["validator", "full", "seed"];

export interface CometConfigValues {
  readonly moniker: string;
  /** The application's ABCI address (app.toml [abci] address). */
  readonly proxyApp: string;
}

/** The directory of the config.toml templates, `cometbft-config/` at the root of the idledger checkout. */
export function templateDir(): string {
  return path.join(packageRoot(), "cometbft-config");
}

/** The config.toml text of a node in `mode`: its template with the moniker and ABCI address filled in. */
export function renderCometConfig(mode: NodeMode, values: CometConfigValues, dir: string = templateDir()): string {
  const file = path.join(dir, `${mode}.toml`);
  let template: string;
  try {
    template = fs.readFileSync(file, "utf8");
  } catch (err) {
    throw new Error(`cannot read the CometBFT config template ${file}: ${(err as Error).message}`);
  }
  return fill(template, file, { moniker: values.moniker, proxy_app: values.proxyApp });
}

/** Replaces each `"{{name}}"` (a TOML string in the template) by the value as a TOML string. */
function fill(template: string, file: string, values: Record<string, string>): string {
  const text = template.replace(/"\{\{([a-z_]+)\}\}"/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: unknown placeholder ${placeholder}`);
    return tomlString(value);
  });
  for (const name of Object.keys(values)) {
    if (!template.includes(`"{{${name}}}"`)) throw new Error(`${file} has no "{{${name}}}" placeholder`);
  }
  return text;
}
