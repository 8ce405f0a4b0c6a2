import { expect, it } from "@jest/globals";
import { AppSigner } from "../../../harness/app-signer";
import { APP_ORIGIN, describeEventApi } from "../../../harness/event-api";

describeEventApi("POST /ext/api/v1/app/events", (api) => {
  it("lists the app's events with their actions in the seed's shape", async () => {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    const created = await api().createEvent(appId, { logoUrl: "https://app.example.com/logo.png" });

    const response = await api().signed("/app/events", signer, { appId, metaData: { page: 1, limit: 10 } });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ message: "Successfully fetched AppEvents", success: true, error: false });
    expect(body.data).toHaveLength(1);
    const [event] = body.data;
    expect(Object.keys(event).sort()).toEqual(["_id", "actions", "fromDate", "logoUrl", "projectName", "projectStatus", "slug", "toDate"]);
    expect(event).toMatchObject({ _id: created._id, projectName: "Launch quest", projectStatus: true, slug: created.slug });
    expect(event.actions.map((a: { order: number; type: string }) => [a.order, a.type])).toEqual([
      [1, "INPUT_TEXT"],
      [2, "TWITTER_AUTH"],
      [3, "INFO_TEXT"],
    ]);
    expect(Object.keys(event.actions[0]).sort()).toEqual(
      ["__v", "_id", "eventId", "isManadatory", "order", "placeHolder", "score", "title", "type", "value"].sort(),
    );
    expect(event.actions[0]).toMatchObject({ eventId: created._id, isManadatory: true, score: 10, placeHolder: "Ada", __v: 0 });
  });

  it("pages with metaData, newest start first, defaulting to page 1 of 10", async () => {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    const day = 86_400_000;
    for (let i = 0; i < 12; i++) {
      await api().createEvent(appId, {
        projectName: `Event ${i}`,
        fromDate: new Date(api().clock.nowMs() - (i + 1) * day).toISOString(),
      });
    }
    const names = async (metaData?: object) => {
      const response = await api().signed("/app/events", signer, { appId, ...(metaData && { metaData }) });
      expect(response.statusCode).toBe(200);
      return response.json().data.map((e: { projectName: string }) => e.projectName);
    };
    expect(await names()).toEqual(Array.from({ length: 10 }, (_, i) => `Event ${i}`));
    expect(await names({ page: 2, limit: 5 })).toEqual(["Event 5", "Event 6", "Event 7", "Event 8", "Event 9"]);
    expect(await names({ page: 3, limit: 5 })).toEqual(["Event 10", "Event 11"]);
    expect(await names({ page: 4, limit: 5 })).toEqual([]);
  });

  it.each([
    [{ page: 0 }, "page"],
    [{ limit: 0 }, "limit"],
    [{ limit: 101 }, "limit"],
    [{ page: 1.5 }, "page"],
    [{ limit: "ten" }, "limit"],
  ])("refuses metaData %j with 400 and code 4002 naming %s", async (metaData, field) => {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    await api().createEvent(appId);
    const response = await api().signed("/app/events", signer, { appId, metaData });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 4002, success: false, error: true, data: null });
    expect(response.json().message).toContain(field);
  });

  it("answers 4004 (404) when the app has no event yet", async () => {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    const response = await api().signed("/app/events", signer, { appId });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 4004, success: false, error: true });
  });

  it("shows an app only its own events", async () => {
    const [mine, theirs] = [new AppSigner(), new AppSigner()];
    const myApp = await api().registerApp(mine);
    const theirApp = await api().registerApp(theirs);
    await api().createEvent(theirApp, { projectName: "Theirs" });
    const response = await api().signed("/app/events", mine, { appId: myApp });
    expect(response.json().code).toBe(4004);
  });

  it("refuses a body without message, appsign or messageHash with 4002", async () => {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    const good = signer.sign({ appId, iat: 1, exp: 2 });
    for (const body of [{ ...good, message: undefined }, { ...good, appsign: undefined }, { ...good, messageHash: undefined }, "not json"]) {
      const response = await api().app.inject({
        method: "POST",
        url: "/ext/api/v1/app/events",
        headers: { origin: APP_ORIGIN, "content-type": "application/json" },
        payload: typeof body === "string" ? body : JSON.stringify(body),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 4002, success: false, error: true });
    }
  });
});
