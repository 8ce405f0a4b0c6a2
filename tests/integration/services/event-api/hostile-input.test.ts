import { expect, it } from "@jest/globals";
import { AppSigner } from "../../../harness/app-signer";
import { ADMIN_TOKEN, APP_ORIGIN, describeEventApi } from "../../../harness/event-api";

const refused = { data: null, success: false, error: true, code: 4002 };

describeEventApi("the event API refuses hostile input with 4002", (api) => {
  async function appWithEvent() {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    const event = await api().createEvent(appId);
    return { signer, appId, event };
  }

  async function vouchedSession(signer: AppSigner, appId: string, event: { _id: string; slug: string }) {
    const redirection = await api().signed("/app/user/redirection", signer, { appId, externalUserId: "fuzz@example.org", eventId: event._id, isEmail: true });
    const grant = await api().app.inject({
      method: "POST",
      url: "/api/v1/form/grant",
      payload: { slug: event.slug, userRedirectionToken: redirection.json().data.userRedirectionToken },
    });
    return grant.json().data.sessionToken as string;
  }

  // Each message is correctly signed, so only the type of the field can refuse it; coerced, it would pass.
  it.each([
    ["iat as a string of digits", "iat", (appId: string, now: number) => ({ appId, iat: String(now), exp: now + 60 })],
    ["metaData.limit as true", "limit", (appId: string, now: number) => ({ appId, iat: now, exp: now + 60, metaData: { page: 1, limit: true } })],
    ["metaData.page as a string", "page", (appId: string, now: number) => ({ appId, iat: now, exp: now + 60, metaData: { page: "2", limit: 10 } })],
    ["appId as a number", "appId", (_appId: string, now: number) => ({ appId: 5, iat: now, exp: now + 60 })],
  ])("refuses %s instead of coercing it, naming the field", async (_case, field, message) => {
    const { signer, appId } = await appWithEvent();
    const now = Math.floor(api().clock.nowMs() / 1000);
    const response = await api().app.inject({
      method: "POST",
      url: "/ext/api/v1/app/events",
      headers: { origin: APP_ORIGIN },
      payload: signer.sign(message(appId, now)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(refused);
    expect(response.json().message).toContain(field);
  });

  it.each([
    ["a NUL in appId", (appId: string) => ({ appId: `${appId}\u0000`, externalUserId: "user-1" }), "appId"],
    ["a NUL in externalUserId", (appId: string) => ({ appId, externalUserId: "user\u0000id" }), "externalUserId"],
    ["a lone surrogate in externalUserId", (appId: string) => ({ appId, externalUserId: "user\ud800" }), "externalUserId"],
  ])("refuses %s on the app endpoints", async (_case, message, field) => {
    const { signer, appId } = await appWithEvent();
    const response = await api().signed("/app/user/events", signer, message(appId));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      ...refused,
      message: `invalid request: body/message/${field} must not contain U+0000 or an unpaired UTF-16 surrogate`,
    });
  });

  it("refuses a NUL wherever a string reaches the database: admin bodies and paths, form bodies and paths", async () => {
    const { signer, appId, event } = await appWithEvent();
    const session = await vouchedSession(signer, appId, event);
    const action = event.actions[0]!._id;
    const requests = [
      api().admin("POST", "/apps", { name: "bad\u0000name", baseUrl: "https://a.example", walletAddress: signer.address }),
      api().admin("GET", "/apps/%00"),
      api().admin("PATCH", `/events/${event._id}`, { projectName: "x\u0000" }),
      api().admin("POST", `/events/${event._id}/actions`, { type: "INPUT_TEXT", title: "t", placeHolder: "\u0000" }),
      api().app.inject({ method: "POST", url: "/api/v1/form/grant", payload: { slug: "a\u0000", userRedirectionToken: "t" } }),
      api().app.inject({
        method: "POST",
        url: "/api/v1/form/login",
        payload: { email: "a\u0000@example.org", password: "long enough", userRedirectionToken: "t" },
      }),
      api().app.inject({ method: "GET", url: "/api/v1/form/%00/participation", headers: { authorization: `Bearer ${session}` } }),
      api().app.inject({
        method: "POST",
        url: `/api/v1/form/${event.slug}/actions/${action}`,
        headers: { authorization: `Bearer ${session}` },
        payload: { value: "a\u0000b" },
      }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(refused);
    }
  });

  it.each([["/admin/api/v1/apps/%FF"], ["/admin/api/v1/events/%ED%A0%80"], ["/api/v1/form/%E0%A4%A/participation"], ["/form/%"]])(
    "answers a path whose percent-encoding is not UTF-8 (%s) in the envelope",
    async (url) => {
      const response = await api().app.inject({ method: "GET", url, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ ...refused, message: expect.stringContaining("not a valid url component") });
    },
  );

  it("refuses a body nested 450,000 levels deep before parsing it, and keeps serving", async () => {
    const { signer, appId } = await appWithEvent();
    const deep = `{"message":${"[".repeat(450_000)}${"]".repeat(450_000)}}`;
    for (const url of ["/ext/api/v1/app/events", "/api/v1/form/grant", "/admin/api/v1/apps"]) {
      const headers = { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` };
      const response = await api().app.inject({ method: "POST", url, headers, payload: deep });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ ...refused, message: "the JSON body nests deeper than 32 levels" });
    }
    expect((await api().signed("/app/events", signer, { appId })).statusCode).toBe(200);
  });

  it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["multipart/form-data; boundary=x"], ["application/xml"]])(
    "answers a %s body with 415 in the envelope",
    async (contentType) => {
      const { signer, appId } = await appWithEvent();
      const body = JSON.stringify(signer.sign({ appId, iat: Math.floor(api().clock.nowMs() / 1000), exp: Math.floor(api().clock.nowMs() / 1000) + 60 }));
      const response = await api().app.inject({
        method: "POST",
        url: "/ext/api/v1/app/events",
        headers: { origin: APP_ORIGIN, "content-type": contentType },
        payload: body,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ ...refused, message: "the body must be JSON, sent with Content-Type: application/json" });
    },
  );

  it("answers a body over 1 MiB with 413 in the envelope", async () => {
    const response = await api().app.inject({
      method: "POST",
      url: "/api/v1/form/grant",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ slug: "x", userRedirectionToken: "t".repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject(refused);
  });
});
