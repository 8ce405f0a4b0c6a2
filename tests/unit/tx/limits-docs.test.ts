import fs from "node:fs";
import path from "node:path";
import * as limits from "../../../abci-app/src/tx/limits";

const DOC = fs.readFileSync(path.resolve(__dirname, "../../../docs/transactions.md"), "utf8");

test("docs/transactions.md gives every decoding limit with its value and its refusal", () => {
  const table = DOC.slice(DOC.indexOf("### Limits"), DOC.indexOf("## Signing"));
  const rows = [...table.matchAll(/^\| [^|]+ \| (\d+) \| `([^`]+)` \|$/gm)].map((m) => ({ value: Number(m[1]), refusal: m[2]! }));
  expect(rows.map((r) => r.value).sort((a, b) => a - b)).toEqual(Object.values(limits).sort((a, b) => a - b));
  for (const { value, refusal } of rows) expect(refusal).toContain(String(value));
});
