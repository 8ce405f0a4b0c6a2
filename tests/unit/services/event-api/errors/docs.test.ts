import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "@jest/globals";
import { EVENT_API_ERRORS } from "../../../../../services/event-api/src/errors/codes";
import { REPO, tableRows } from "../../../modules/module-docs";

describe("the event API's error-code tables", () => {
  const inCode = Object.entries(EVENT_API_ERRORS).map(([code, { httpStatus }]) => `${code} ${httpStatus}`);

  it.each([
    ["docs/event-api.md", "Error codes"],
    ["README.md", "The event API"],
  ])("%s lists every error code with the HTTP status the service answers", (file, section) => {
    const doc = readFileSync(join(REPO, file), "utf8");
    const documented = tableRows(doc, section).map(([code, status]) => `${code} ${status}`);
    expect(documented).toEqual(inCode);
  });
});
