import fs from "node:fs";
import path from "node:path";

export const REPO = path.resolve(__dirname, "../../..");

/** Every TypeScript source file under `dir` (relative to the repository), generated code included. */
export function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (at: string): void => {
    for (const entry of fs.readdirSync(path.join(REPO, at), { withFileTypes: true })) {
      const child = path.posix.join(at, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith(".ts")) files.push(child);
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * The files `file` imports from this repository, relative to it, type-only imports included: a type import is a
 * dependency of the code even when the compiler erases it.
 */
export function localImports(file: string): string[] {
  const source = fs.readFileSync(path.join(REPO, file), "utf8");
  const targets: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*"(\.{1,2}\/[^"]*)"/g)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]!));
    const resolved = [`${target}.ts`, `${target}/index.ts`, target].find((candidate) => fs.existsSync(path.join(REPO, candidate)));
    if (resolved !== undefined) targets.push(resolved);
  }
  return targets;
}

/** The program, the ledger, the services and the libraries they share: every source file of the product. */
export const PRODUCT_ROOTS = ["cli", "abci-app/src", "services", "lib"] as const;

export function productFiles(): string[] {
  return PRODUCT_ROOTS.flatMap((root) => sourceFiles(root));
}

/**
 * The folder a file belongs to for layering: `program` for the command tree's root (cli/), `abci-app/src/<folder>`
 * as `<folder>`, `modules/<name>` for a module, `services/<name>`, `lib/<folder>`, and `lib` for lib's own files.
 */
export function folderOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] === "cli") return "program";
  if (parts[0] === "abci-app") return parts[2] === "modules" ? `modules/${parts[3]}` : parts[2]!;
  if (parts[0] === "services" || parts[0] === "lib") return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
  return parts[0]!;
}

/** Folder → the folders it imports from, over every source file of the node and the services. */
export function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of productFiles()) {
    const from = folderOf(file);
    for (const target of localImports(file)) {
      const to = folderOf(target);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}
