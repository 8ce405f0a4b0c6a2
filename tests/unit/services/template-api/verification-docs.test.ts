import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import path from "node:path";
import { REASON_CODES } from "../../../../services/template-api/src/verification/reasons";

const docs = readFileSync(path.join(__dirname, "../../../../docs/verification.md"), "utf8");

/** The codes of the table under "## Reason codes": the first cell of each row. */
function documentedCodes(): string[] {
  const section = docs.slice(docs.indexOf("## Reason codes"));
  const table = section.slice(0, section.indexOf("\n## ", 3));
  return [...table.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]!);
}

describe("docs/verification.md", () => {
  it("documents every reason code the verifier gives, in the code's order, and no other", () => {
    expect(documentedCodes()).toEqual([...REASON_CODES]);
  });
});
