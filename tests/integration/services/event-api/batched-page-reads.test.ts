import { expect, it } from "@jest/globals";
import { AppSigner } from "../../../harness/app-signer";
import { buildTestEventApi, describeEventApi, type TestEventApi } from "../../../harness/event-api";

/** The names on a page of /app/events, signed with an iat of its own (the replay guard refuses a repeated message). */
async function pageNames(api: TestEventApi, signer: AppSigner, appId: string, page: number, limit: number, iatOffset: number) {
  const iat = Math.floor(api.clock.nowMs() / 1000) - iatOffset;
  const response = await api.signed("/app/events", signer, { appId, iat, exp: iat + 3600, metaData: { page, limit } });
  expect(response.statusCode).toBe(200);
  return response.json().data.map((e: { projectName: string }) => e.projectName);
}

/** Pages asked for at once go to the database together (BatchedReads): each must still get its own app's page. */
describeEventApi("pages of /app/events asked for at once", (api) => {
  it("answers each app and page with its own events, newest first", async () => {
    const [first, second] = [new AppSigner(), new AppSigner()];
    const firstApp = await api().registerApp(first);
    const secondApp = await api().registerApp(second);
    const day = 86_400_000;
    for (let i = 0; i < 3; i++) {
      const fromDate = new Date(api().clock.nowMs() - (i + 1) * day).toISOString();
      await api().createEvent(firstApp, { projectName: `First ${i}`, fromDate });
    }
    await api().createEvent(secondApp, { projectName: "Second 0" });
    const asked = [
      { signer: first, appId: firstApp, page: 1, limit: 2, expected: ["First 0", "First 1"] },
      { signer: first, appId: firstApp, page: 2, limit: 2, expected: ["First 2"] },
      { signer: first, appId: firstApp, page: 1, limit: 10, expected: ["First 0", "First 1", "First 2"] },
      { signer: second, appId: secondApp, page: 1, limit: 2, expected: ["Second 0"] },
      { signer: second, appId: secondApp, page: 2, limit: 2, expected: [] },
    ];
    const all = [...asked, ...asked, ...asked];
    const answers = await Promise.all(all.map((a, i) => pageNames(api(), a.signer, a.appId, a.page, a.limit, i)));
    expect(answers).toEqual(all.map((a) => a.expected));
  });

  it("shows an event changed through another instance on the same database in the next read", async () => {
    const other = await buildTestEventApi(api().db);
    try {
      const signer = new AppSigner();
      const appId = await api().registerApp(signer);
      const event = await api().createEvent(appId);
      const read = (i: number) => pageNames(api(), signer, appId, 1, 10, i);
      expect(await Promise.all([read(0), read(1)])).toEqual([["Launch quest"], ["Launch quest"]]);
      expect((await other.admin("PATCH", `/events/${event._id}`, { projectName: "Renamed" })).statusCode).toBe(200);
      expect(await Promise.all([read(2), read(3)])).toEqual([["Renamed"], ["Renamed"]]);
    } finally {
      await other.app.close();
    }
  });
});
