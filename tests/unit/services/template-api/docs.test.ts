import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import path from "node:path";
import * as messages from "../../../../services/template-api/src/errors/messages";

const docs = readFileSync(path.join(__dirname, "../../../../docs/template-api.md"), "utf8");

/** The message as docs/template-api.md writes it: each parameter as `<name>`. */
function documented(message: string | ((...args: string[]) => string), placeholders: string[]): string {
  return typeof message === "string" ? message : message(...placeholders.map((p) => `<${p}>`));
}

describe("docs/template-api.md", () => {
  const cases: [keyof typeof messages, string[]][] = [
    ["noTemplateForApp", ["appId"]],
    ["RESOURCE_NOT_FOUND", []],
    ["notTheAppsTemplate", ["templateId", "appId"]],
    ["UPDATE_FAILED", []],
    ["noResourceForTemplate", ["templateId"]],
    ["NAME_NOT_UNIQUE", []],
    ["nameTaken", ["name"]],
    ["INTERNAL_ERROR", []],
    ["TOO_MANY_SECRET_CHECKS", []],
  ];
  it.each(cases)("gives the message %s word for word", (name, placeholders) => {
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the test walks every message by name
    expect(docs).toContain(`\`${documented(messages[name], placeholders)}\``);
  });

  it("documents every message the code has", () => {
    expect(Object.keys(messages).sort()).toEqual(
      [
        "INTERNAL_ERROR",
        "NAME_NOT_UNIQUE",
        "RESOURCE_NOT_FOUND",
        "TOO_MANY_SECRET_CHECKS",
        "UPDATE_FAILED",
        "nameTaken",
        "noResourceForTemplate",
        "noTemplateForApp",
        "notTheAppsTemplate",
      ].sort(),
    );
  });
});
