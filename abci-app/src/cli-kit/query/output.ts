import YAML from "yaml";
import type { LedgerContext } from "../context";
import { sortKeys } from "../json";

export type OutputFormat = "text" | "json";

/**
 * Prints a query result as the SDK's `PrintProto` does: `json` is the Cosmos JSON on one line; `text` is the
 * same JSON turned into YAML, keys sorted (what `yaml.JSONToYAML` makes of it).
 */
export function printResult(ctx: LedgerContext, json: unknown, format: OutputFormat): void {
  ctx.out(format === "json" ? `${JSON.stringify(json)}\n` : YAML.stringify(sortKeys(json), { lineWidth: 0 }));
}
