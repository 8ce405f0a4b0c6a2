import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const REPO = join(__dirname, "../../../..");

/** The data rows of the first Markdown table under `## <heading>`, as trimmed cells with backticks removed. */
export function tableRows(markdown: string, heading: string): string[][] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith(`${heading}\n`));
  if (section === undefined) throw new Error(`no "## ${heading}" section`);
  return section
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) => line.slice(1, -1).split("|").map((cell) => cell.trim().replace(/`/g, "")))
    .slice(2);
}

export function readDoc(module: string): string {
  return readFileSync(join(REPO, "docs/modules", `${module}.md`), "utf8");
}

/** Every .ts file under a module folder, relative paths. */
export function moduleSources(module: string): string[] {
  const root = join(REPO, "abci-app/src/modules", module);
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));
  return walk(root).map((file) => file.slice(root.length + 1));
}

export function readSource(module: string, file: string): string {
  return readFileSync(join(REPO, "abci-app/src/modules", module, file), "utf8");
}
