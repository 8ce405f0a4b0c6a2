import fs from "node:fs";
import path from "node:path";
import { nodeRestRoutes } from "../../../abci-app/src/server/rest-routes";

const DOC = fs.readFileSync(path.resolve(__dirname, "../../../docs/rest.md"), "utf8");

/** "/a/:id/b/:rest*" as the docs write it: "/a/{id}/b/{rest…}". */
const documented = (routePath: string) => routePath.replace(/:([A-Za-z_][A-Za-z0-9_]*)\*/g, "{$1…}").replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, "{$1}");

test("docs/rest.md lists every route with its query method, and no route that does not exist", () => {
  const inCode = nodeRestRoutes.map((r) => `${documented(r.path)} ${r.query.split("/").pop()}`).sort();
  const inDocs = [...DOC.matchAll(/^\| `(\/[^`]+)` \| (\w+) \|/gm)].map((m) => `${m[1]} ${m[2]}`).sort();
  expect(inDocs).toEqual(inCode);
});

test("docs/grpc.md names every method the servers serve", () => {
  const grpcDoc = fs.readFileSync(path.resolve(__dirname, "../../../docs/grpc.md"), "utf8");
  const methods = new Set(nodeRestRoutes.map((r) => r.query).filter((q) => /^\/cosmos\.(tx\.v1beta1|base\.tendermint\.v1beta1)\.Service\//.test(q)));
  for (const method of methods) expect({ method, documented: grpcDoc.includes(`| ${method.split("/").pop()} |`) }).toEqual({ method, documented: true });
});
