import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "@jest/globals";
import { EVENT_API_ERRORS } from "../../../../../services/event-api/src/errors/codes";
import { REPO, tableRows } from "../../../modules/module-docs";

describe("docs/event-api.md", () => {
  const doc = readFileSync(join(REPO, "docs/event-api.md"), "utf8");

  it("lists every error code with the HTTP status the service answers", () => {
    const documented = tableRows(doc, "Error codes").map(([code, status]) => `${code} ${status}`);
    const inCode = Object.entries(EVENT_API_ERRORS).map(([code, { httpStatus }]) => `${code} ${httpStatus}`);
    expect(documented).toEqual(inCode);
  });
});
