import { MODULES } from "../../../abci-app/src/app/modules";
import { folderGraph, folderOf, localImports, productFiles } from "./imports";

/** The nodes of `graph` on some cycle: Tarjan's strongly connected components of two or more nodes. */
function cycles(graph: ReadonlyMap<string, Iterable<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort();
}

/**
 * The layers, top to bottom: a folder imports only from layers below its own. Modules share a layer; one may use
 * another listed above it in app/modules.ts (authz and feegrant use auth and bank).
 */
const LAYERS: readonly (readonly string[])[] = [
  ["program"],
  ["cli"],
  ["node", "services/event-api", "services/template-api"],
  ["services/shared"],
  ["server"],
  ["app"],
  ["modules/*"],
  ["tx"],
  ["module-kit"],
  ["cli-kit"],
  ["comet", "abci", "light-client"],
  ["codec", "crypto", "store"],
  ["types"],
  ["lib/cli-kit", "lib/vc"],
  ["lib"],
];

function layerOf(folder: string): number {
  const layer = LAYERS.findIndex((folders) => folders.includes(folder) || (folder.startsWith("modules/") && folders.includes("modules/*")));
  if (layer < 0) throw new Error(`folder ${folder} is in no layer: add it to LAYERS`);
  return layer;
}

describe("imports between folders", () => {
  it("point down the layers", () => {
    const moduleOrder = MODULES.map((module) => `modules/${module.name}`);
    const upward: string[] = [];
    for (const [from, targets] of folderGraph()) {
      for (const to of targets) {
        const bothModules = from.startsWith("modules/") && to.startsWith("modules/");
        const down = bothModules ? moduleOrder.indexOf(to) < moduleOrder.indexOf(from) : layerOf(to) > layerOf(from);
        if (!down) upward.push(`${from} -> ${to}`);
      }
    }
    expect(upward.sort()).toEqual([]);
  });

  it("form no cycle between folders, nor between files", () => {
    expect(cycles(folderGraph())).toEqual([]);
    const files = productFiles();
    expect(cycles(new Map(files.map((file) => [file, localImports(file)])))).toEqual([]);
  });

  it("keep the ledger and the services apart: only the program (cli/) mounts both, and lib/ depends on neither", () => {
    const crossing: string[] = [];
    const top = (file: string) => file.split("/")[0]!;
    for (const file of productFiles()) {
      for (const target of localImports(file)) {
        const from = top(file);
        const to = top(target);
        const allowed = from === to || to === "lib" || from === "cli";
        if (!allowed) crossing.push(`${file} -> ${target} (${folderOf(file)} -> ${folderOf(target)})`);
      }
    }
    expect(crossing).toEqual([]);
  });
});
