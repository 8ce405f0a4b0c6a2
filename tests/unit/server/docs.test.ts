import fs from "node:fs";
import path from "node:path";
import { authRestRoutes } from "../../../abci-app/src/modules/auth/rest";
import { bankRestRoutes } from "../../../abci-app/src/modules/bank/rest";
import { ssiRestRoutes } from "../../../abci-app/src/modules/ssi/rest";

const DOC = fs.readFileSync(path.resolve(__dirname, "../../../docs/rest.md"), "utf8");

/** "/a/:id/b/:rest*" as the docs write it: "/a/{id}/b/{rest…}". */
const documented = (routePath: string) => routePath.replace(/:([A-Za-z_][A-Za-z0-9_]*)\*/g, "{$1…}").replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, "{$1}");

test("docs/rest.md lists every route with its query method, and no route that does not exist", () => {
  const routes = [...authRestRoutes, ...bankRestRoutes, ...ssiRestRoutes];
  const inCode = routes.map((r) => `${documented(r.path)} ${r.query.split("/").pop()}`).sort();
  const inDocs = [...DOC.matchAll(/^\| `(\/[^`]+)` \| (\w+) \|/gm)].map((m) => `${m[1]} ${m[2]}`).sort();
  expect(inDocs).toEqual(inCode);
});
