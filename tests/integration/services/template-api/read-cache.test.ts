import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { migrateToLatest, openDatabase, type OpenDatabase } from "../../../../services/shared/db";
import { TEMPLATE_API_MIGRATION_TABLE, templateApiMigrations } from "../../../../services/template-api/src/db/migrations";
import type { TemplateApiDatabase } from "../../../../services/template-api/src/db/schema";
import { buildTestTemplateApi, type TestTemplateApi } from "../../../harness/template-api";

/** With cacheReads (PGlite, which this process alone writes), reads by id come from memory, never staler than the last write. */
describe("template API with cacheReads [PGlite]", () => {
  let database: OpenDatabase<TemplateApiDatabase>;
  let api: TestTemplateApi;
  beforeAll(async () => {
    database = await openDatabase<TemplateApiDatabase>({ kind: "pglite" });
    await migrateToLatest(database.db, templateApiMigrations, TEMPLATE_API_MIGRATION_TABLE);
    api = await buildTestTemplateApi(database.db, { cacheReads: true });
  });
  afterAll(async () => {
    await api.app.close();
    await database.close();
  });

  it("answers a read after an update with the update, and after a delete with 404", async () => {
    const verifier = await api.registerApp();
    const created = await api.createTemplate(verifier);
    expect((await api.call(verifier, "GET", `/${created._id}`)).json().domain).toBe("fyre.hypersign.id");
    expect((await api.call(verifier, "GET", `/${created._id}`)).json().domain).toBe("fyre.hypersign.id");

    expect((await api.call(verifier, "PATCH", `/${created._id}`, { domain: "other.example.org" })).statusCode).toBe(200);
    expect((await api.call(verifier, "GET", `/${created._id}`)).json().domain).toBe("other.example.org");

    expect((await api.call(verifier, "DELETE", `/${created._id}`)).statusCode).toBe(200);
    expect((await api.call(verifier, "GET", `/${created._id}`)).statusCode).toBe(404);
  });

  it("never answers one app's read from another app's kept template", async () => {
    const owner = await api.registerApp();
    const other = await api.registerApp();
    const created = await api.createTemplate(owner);
    expect((await api.call(owner, "GET", `/${created._id}`)).statusCode).toBe(200);
    expect((await api.call(other, "GET", `/${created._id}`)).statusCode).toBe(404);
  });

  it("refuses a remembered access token once the app's secret is rotated, and once the app is deleted", async () => {
    const verifier = await api.registerApp();
    const created = await api.createTemplate(verifier);
    expect((await api.call(verifier, "GET", `/${created._id}`)).statusCode).toBe(200);
    expect((await api.admin("POST", `/apps/${verifier.appId}/secret`)).statusCode).toBe(200);
    expect((await api.call(verifier, "GET", `/${created._id}`)).statusCode).toBe(401);

    const second = await api.registerApp();
    const kept = await api.createTemplate(second);
    expect((await api.call(second, "GET", `/${kept._id}`)).statusCode).toBe(200);
    expect((await api.admin("DELETE", `/apps/${second.appId}`)).statusCode).toBe(200);
    expect((await api.call(second, "GET", `/${kept._id}`)).statusCode).toBe(401);
  });
});
