import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { EVENT_API_MIGRATION_TABLE, eventApiMigrations } from "../../../../services/event-api/src/db/migrations";
import type { EventApiDatabase } from "../../../../services/event-api/src/db/schema";
import { migrateToLatest, openDatabase, type OpenDatabase } from "../../../../services/shared/db";
import { AppSigner } from "../../../harness/app-signer";
import { buildTestEventApi, type TestEventApi } from "../../../harness/event-api";

/** With cacheReads (PGlite, which this process alone writes), pages of /app/events come from memory until an event changes. */
describe("event API with cacheReads [PGlite]", () => {
  let database: OpenDatabase<EventApiDatabase>;
  let api: TestEventApi;
  beforeAll(async () => {
    database = await openDatabase<EventApiDatabase>({ kind: "pglite" });
    await migrateToLatest(database.db, eventApiMigrations, EVENT_API_MIGRATION_TABLE);
    api = await buildTestEventApi(database.db, { cacheReads: true });
  });
  afterAll(async () => {
    await api.app.close();
    await database.close();
  });

  // Each signed request a second later than the last: the replay guard refuses a message sent twice.
  const names = async (signer: AppSigner, appId: string) => {
    api.clock.advance(1);
    const response = await api.signed("/app/events", signer, { appId, metaData: { page: 1, limit: 10 } });
    return response.statusCode === 200 ? response.json().data.map((e: { projectName: string }) => e.projectName) : response.json().code;
  };

  it("shows every admin change of events and actions in the next page read", async () => {
    const signer = new AppSigner();
    const appId = await api.registerApp(signer);
    expect(await names(signer, appId)).toBe(4004);
    const event = await api.createEvent(appId);
    expect(await names(signer, appId)).toEqual(["Launch quest"]);
    expect(await names(signer, appId)).toEqual(["Launch quest"]);

    expect((await api.admin("PATCH", `/events/${event._id}`, { projectName: "Renamed" })).statusCode).toBe(200);
    expect(await names(signer, appId)).toEqual(["Renamed"]);

    const added = await api.admin("POST", `/events/${event._id}/actions`, { type: "INPUT_TEXT", title: "Another" });
    expect(added.statusCode).toBe(201);
    const actions = async () => {
      api.clock.advance(1);
      return (await api.signed("/app/events", signer, { appId })).json().data[0].actions.map((a: { title: string }) => a.title);
    };
    expect(await actions()).toContain("Another");
    const another = (await api.admin("GET", `/events/${event._id}`)).json().data.actions.find((a: { title: string }) => a.title === "Another");
    expect((await api.admin("DELETE", `/events/${event._id}/actions/${another._id}`)).statusCode).toBe(200);
    expect(await actions()).not.toContain("Another");
  });

  it("keeps each app's pages apart", async () => {
    const [first, second] = [new AppSigner(), new AppSigner()];
    const firstApp = await api.registerApp(first);
    const secondApp = await api.registerApp(second);
    await api.createEvent(firstApp, { projectName: "First's", slug: "firsts" });
    expect(await names(first, firstApp)).toEqual(["First's"]);
    expect(await names(second, secondApp)).toBe(4004);
  });
});
