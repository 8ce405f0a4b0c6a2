import { expect, it } from "@jest/globals";
import { AppSigner } from "../../../harness/app-signer";
import { ADMIN_TOKEN, describeEventApi } from "../../../harness/event-api";

describeEventApi("the event API's admin side", (api) => {
  it("refuses requests without the admin token (4012, 401)", async () => {
    for (const authorization of [undefined, "Bearer wrong", `Basic ${ADMIN_TOKEN}`]) {
      const response = await api().app.inject({ method: "GET", url: "/admin/api/v1/apps", headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 4012, success: false, error: true });
    }
  });

  it("registers an app with a lowercase address and hands out its appId", async () => {
    const signer = new AppSigner();
    const checksummed = "0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A";
    const response = await api().admin("POST", "/apps", { name: "Quest app", baseUrl: "http://localhost:3003/", walletAddress: checksummed });
    expect(response.statusCode).toBe(201);
    const app = response.json().data;
    expect(app).toMatchObject({ name: "Quest app", baseUrl: "http://localhost:3003/", walletAddress: checksummed.toLowerCase() });
    expect(app.appId).toMatch(/^[0-9a-f]{24}$/);
    expect((await api().admin("GET", `/apps/${app.appId}`)).json().data).toEqual(app);
    expect((await api().admin("GET", "/apps")).json().data.map((a: { appId: string }) => a.appId)).toContain(app.appId);
    expect(signer.address).not.toBe(app.walletAddress);
  });

  it.each([
    [{ name: "", baseUrl: "https://a.example", walletAddress: `0x${"1".repeat(40)}` }, "name"],
    [{ name: "x", baseUrl: "ftp://a.example", walletAddress: `0x${"1".repeat(40)}` }, "baseUrl"],
    [{ name: "x", baseUrl: "not a url", walletAddress: `0x${"1".repeat(40)}` }, "baseUrl"],
    [{ name: "x", baseUrl: "https://a.example", walletAddress: "0x1234" }, "walletAddress"],
    [{ name: "x", baseUrl: "https://a.example", walletAddress: "0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2a" }, "walletAddress"],
    [{ name: "x", baseUrl: "https://a.example", walletAddress: `0x${"1".repeat(40)}`, extra: 1 }, "extra"],
  ])("refuses an app %j with 4002 naming %s", async (body, field) => {
    const response = await api().admin("POST", "/apps", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(4002);
    expect(response.json().message).toContain(field === "extra" ? "additional" : field);
  });

  it("rotates an app's key: the old key's signatures stop working at once", async () => {
    const [oldKey, newKey] = [new AppSigner(), new AppSigner()];
    const appId = await api().registerApp(oldKey);
    await api().createEvent(appId);
    expect((await api().signed("/app/events", oldKey, { appId })).statusCode).toBe(200);
    const rotated = await api().admin("PATCH", `/apps/${appId}`, { walletAddress: newKey.address });
    expect(rotated.json().data.walletAddress).toBe(newKey.address);
    expect((await api().signed("/app/events", oldKey, { appId, metaData: { page: 1 } })).json().code).toBe(4000);
    expect((await api().signed("/app/events", newKey, { appId, metaData: { page: 1 } })).statusCode).toBe(200);
  });

  it("answers 4001 for an unknown app", async () => {
    expect((await api().admin("GET", "/apps/0123456789abcdef01234567")).json().code).toBe(4001);
    expect((await api().admin("PATCH", "/apps/0123456789abcdef01234567", { name: "x" })).statusCode).toBe(404);
    const events = await api().admin("POST", "/apps/0123456789abcdef01234567/events", {
      projectName: "x",
      fromDate: "2026-01-01T00:00:00Z",
      toDate: "2026-02-01T00:00:00Z",
    });
    expect(events.json().code).toBe(4001);
  });

  it("creates an event closed by default, with a slug from its name and the original's action defaults", async () => {
    const appId = await api().registerApp(new AppSigner());
    const response = await api().admin("POST", `/apps/${appId}/events`, {
      projectName: "Summer Quest 2026!",
      fromDate: "2026-06-01T00:00:00Z",
      toDate: "2026-07-01T00:00:00Z",
      actions: [
        { type: "GITHUB_AUTH", title: "Your GitHub account" },
        { type: "INPUT_NUMBER", title: "Age", order: 5, score: 3, isManadatory: false },
      ],
    });
    expect(response.statusCode).toBe(201);
    const event = response.json().data;
    expect(event).toMatchObject({ appId, projectStatus: false, logoUrl: "", fromDate: "2026-06-01T00:00:00.000Z", __v: 0 });
    expect(event.slug).toMatch(/^summer-quest-2026(-[0-9a-f]{6})?$/);
    expect(event.actions.map((a: object) => a)).toMatchObject([
      { type: "GITHUB_AUTH", order: 1, score: 10, isManadatory: true, value: "", placeHolder: "" },
      { type: "INPUT_NUMBER", order: 5, score: 3, isManadatory: false },
    ]);
  });

  it("opens, closes and updates an event, bumping its version, and refuses a taken slug (4013, 409)", async () => {
    const appId = await api().registerApp(new AppSigner());
    const event = await api().createEvent(appId, { projectStatus: false });
    const other = await api().createEvent(appId, { projectName: "Other" });

    const opened = (await api().admin("POST", `/events/${event._id}/open`)).json().data;
    expect(opened).toMatchObject({ projectStatus: true, __v: 1 });
    const closed = (await api().admin("POST", `/events/${event._id}/close`)).json().data;
    expect(closed).toMatchObject({ projectStatus: false, __v: 2 });
    const renamed = (await api().admin("PATCH", `/events/${event._id}`, { projectName: "Renamed", logoUrl: "https://cdn.example/x.png" })).json().data;
    expect(renamed).toMatchObject({ projectName: "Renamed", logoUrl: "https://cdn.example/x.png", __v: 3 });

    const taken = await api().admin("PATCH", `/events/${event._id}`, { slug: other.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe(4013);
    const dupe = await api().admin("POST", `/apps/${appId}/events`, {
      projectName: "x",
      slug: other.slug,
      fromDate: "2026-01-01T00:00:00Z",
      toDate: "2026-02-01T00:00:00Z",
    });
    expect(dupe.json().code).toBe(4013);
  });

  it("refuses dates in the wrong order, a bad logo URL, and two actions with one order", async () => {
    const appId = await api().registerApp(new AppSigner());
    const event = await api().createEvent(appId);
    const backwards = await api().admin("PATCH", `/events/${event._id}`, { toDate: "2000-01-01T00:00:00Z" });
    expect(backwards.json()).toMatchObject({ code: 4002, message: "fromDate must be before toDate" });
    expect((await api().admin("PATCH", `/events/${event._id}`, { logoUrl: "javascript:alert(1)" })).json().code).toBe(4002);
    const twice = await api().admin("POST", `/apps/${appId}/events`, {
      projectName: "x",
      fromDate: "2026-01-01T00:00:00Z",
      toDate: "2026-02-01T00:00:00Z",
      actions: [
        { type: "INPUT_TEXT", title: "a", order: 1 },
        { type: "INPUT_TEXT", title: "b", order: 1 },
      ],
    });
    expect(twice.json().code).toBe(4002);
    expect((await api().admin("POST", `/apps/${appId}/events`, { projectName: "x", fromDate: "yesterday", toDate: "2026-02-01T00:00:00Z" })).json().code).toBe(
      4002,
    );
    expect((await api().admin("POST", `/events/${event._id}/actions`, { type: "FAX_AUTH", title: "x" })).json().code).toBe(4002);
  });

  it("adds, changes and removes actions", async () => {
    const appId = await api().registerApp(new AppSigner());
    const event = await api().createEvent(appId);
    const added = await api().admin("POST", `/events/${event._id}/actions`, {
      type: "HYPERLINK_URL",
      title: "Read the rules",
      value: "https://app.example.com/rules",
    });
    expect(added.statusCode).toBe(201);
    const actions = added.json().data.actions;
    expect(actions.at(-1)).toMatchObject({ type: "HYPERLINK_URL", order: 4 });
    const changed = await api().admin("PATCH", `/events/${event._id}/actions/${actions[0]._id}`, { title: "Full name", score: 15 });
    expect(changed.json().data.actions[0]).toMatchObject({ title: "Full name", score: 15, __v: 1 });
    const clash = await api().admin("PATCH", `/events/${event._id}/actions/${actions[0]._id}`, { order: 2 });
    expect(clash.json().code).toBe(4013);
    const removed = await api().admin("DELETE", `/events/${event._id}/actions/${actions[1]._id}`);
    expect(removed.json().data.actions.map((a: { _id: string }) => a._id)).not.toContain(actions[1]._id);
    const missing = await api().admin("DELETE", `/events/${event._id}/actions/${actions[1]._id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(4003);
    expect((await api().admin("GET", `/events/${event._id}`)).json().data.__v).toBe(3);
  });

  it("lists an app's events page by page and an event's participants", async () => {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    const event = await api().createEvent(appId);
    await api().createEvent(appId, { projectName: "Second" });
    const pageOne = (await api().admin("GET", `/apps/${appId}/events?page=1&limit=1`)).json().data;
    const pageTwo = (await api().admin("GET", `/apps/${appId}/events?page=2&limit=1`)).json().data;
    expect([...pageOne, ...pageTwo].map((e: { _id: string }) => e._id).sort()).toHaveLength(2);
    expect((await api().admin("GET", `/apps/${appId}/events?limit=500`)).json().code).toBe(4002);

    expect((await api().admin("GET", `/events/${event._id}/participants`)).json().data).toEqual([]);
    const redirection = await api().signed("/app/user/redirection", signer, { appId, externalUserId: "ann@example.org", eventId: event._id, isEmail: true });
    const grant = await api().app.inject({
      method: "POST",
      url: "/api/v1/form/grant",
      payload: { slug: event.slug, userRedirectionToken: redirection.json().data.userRedirectionToken },
    });
    const session = grant.json().data.sessionToken;
    await api().app.inject({
      method: "POST",
      url: `/api/v1/form/${event.slug}/actions/${event.actions[1]!._id}`,
      headers: { authorization: `Bearer ${session}` },
      payload: { value: "@ann" },
    });
    const participants = (await api().admin("GET", `/events/${event._id}/participants`)).json().data;
    expect(participants).toMatchObject([{ email: "ann@example.org", score: 20, performed: [{ actionId: event.actions[1]!._id, value: "@ann" }] }]);
  });
});
