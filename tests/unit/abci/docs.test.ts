import fs from "node:fs";
import path from "node:path";
import { registeredErrors } from "../../../abci-app/src/types/errors";
import { QueryCodespace } from "../../../abci-app/src/types/query-limits-errors";

const DOC = fs.readFileSync(path.resolve(__dirname, "../../../docs/abci.md"), "utf8");

test("docs/abci.md lists every error of the query codespace with its code and description, and no other", () => {
  const inDocs = [...DOC.matchAll(/^\| `query` \| (\d+) \| `([^`]+)` \|/gm)].map((m) => `${m[1]} ${m[2]}`).sort();
  const inCode = registeredErrors()
    .filter((e) => e.codespace === QueryCodespace)
    .map((e) => `${e.code} ${e.description}`)
    .sort();
  expect(inDocs).toEqual(inCode);
});
