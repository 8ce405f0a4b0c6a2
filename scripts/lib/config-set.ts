/**
 * `node dist/scripts/lib/config-set.js <file> <key>=<value>…`: sets existing keys of a config.toml or app.toml in
 * place, keeping its comments (the config edits of scripts/start.sh and scripts/testnet.sh). `<key>` is `section.key`, or a top-level key;
 * `true`, `false` and integers are written bare, anything else as a string. A key the file lacks is an error.
 */
import { setCometConfigValues } from "../../abci-app/src/node/cometbft/config-file";
import type { TomlScalar } from "../../abci-app/src/node/cometbft/toml-value";

function parseAssignment(text: string): [string, TomlScalar] {
  const eq = text.indexOf("=");
  if (eq <= 0) throw new Error(`expected <key>=<value>, got ${JSON.stringify(text)}`);
  const value = text.slice(eq + 1);
  if (value === "true" || value === "false") return [text.slice(0, eq), value === "true"];
  return [text.slice(0, eq), /^-?[0-9]{1,15}$/.test(value) ? Number(value) : value];
}

const [file, ...assignments] = process.argv.slice(2);
try {
  if (file === undefined || assignments.length === 0) throw new Error("usage: config-set <file> <key>=<value>…");
  setCometConfigValues(file, Object.fromEntries(assignments.map(parseAssignment)));
} catch (err) {
  console.error(`error: ${(err as Error).message}`);
  process.exit(1);
}
