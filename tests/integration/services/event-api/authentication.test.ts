import { expect, it } from "@jest/globals";
import { AppSigner } from "../../../harness/app-signer";
import { buildEventApi } from "../../../../services/event-api/src/app";
import { ADMIN_TOKEN, APP_ORIGIN, FORM_URL, TOKEN_SECRET, buildTestEventApi, describeEventApi } from "../../../harness/event-api";

describeEventApi("event API request authentication", (api) => {
  async function appWithEvent() {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer, `${APP_ORIGIN}/`);
    await api().createEvent(appId);
    return { signer, appId };
  }

  function post(body: object, headers: Record<string, string> = { origin: APP_ORIGIN }) {
    return api().app.inject({ method: "POST", url: "/ext/api/v1/app/events", headers, payload: body });
  }

  it("refuses a tampered message (4000, 401)", async () => {
    const { signer, appId } = await appWithEvent();
    const body = signer.sign({
      appId,
      iat: Math.floor(api().clock.nowMs() / 1000),
      exp: Math.floor(api().clock.nowMs() / 1000) + 60,
      metaData: { page: 1, limit: 10 },
    });
    const response = await post({ ...body, message: { ...body.message, metaData: { page: 1, limit: 11 } } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 4000, success: false, error: true, data: null });
  });

  it("refuses a signature by a key other than the app's (4000, 401)", async () => {
    const { appId } = await appWithEvent();
    const response = await api().signed("/app/events", new AppSigner(), { appId });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(4000);
  });

  it("refuses an unknown appId (4001, 404)", async () => {
    const response = await api().signed("/app/events", new AppSigner(), { appId: "0123456789abcdef01234567" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(4001);
  });

  it("refuses a wrong or missing Origin (4011, 403)", async () => {
    const { signer, appId } = await appWithEvent();
    for (const origin of ["https://app.example.com:8443", "http://app.example.com", "https://other.example.com"]) {
      const response = await api().signed("/app/events", signer, { appId }, origin);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe(4011);
    }
    const now = Math.floor(api().clock.nowMs() / 1000);
    const missing = await post(signer.sign({ appId, iat: now, exp: now + 60 }), {});
    expect(missing.json().code).toBe(4011);
  });

  it("refuses an expired signature (4005, 401)", async () => {
    const { signer, appId } = await appWithEvent();
    const now = Math.floor(api().clock.nowMs() / 1000);
    const body = signer.sign({ appId, iat: now, exp: now + 60 });
    api().clock.advance(61);
    const response = await post(body);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(4005);
  });

  it("refuses a replayed signature (4005), on the same instance, after a restart and on another instance", async () => {
    const { signer, appId } = await appWithEvent();
    const now = Math.floor(api().clock.nowMs() / 1000);
    const body = signer.sign({ appId, iat: now, exp: now + 3_600 });
    expect((await post(body)).statusCode).toBe(200);
    expect((await post(body)).json().code).toBe(4005);

    // Another instance on the same database (or this one restarted): the used signature is remembered there.
    const other = await buildTestEventApi(api().db);
    try {
      const replay = await other.app.inject({ method: "POST", url: "/ext/api/v1/app/events", headers: { origin: APP_ORIGIN }, payload: body });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().code).toBe(4005);
    } finally {
      await other.app.close();
    }
  });

  it("lets exactly one of many concurrent requests with one signature through", async () => {
    const { signer, appId } = await appWithEvent();
    const now = Math.floor(api().clock.nowMs() / 1000);
    const body = signer.sign({ appId, iat: now, exp: now + 3_600 });
    const other = await buildTestEventApi(api().db);
    try {
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          (i % 2 ? other : api()).app.inject({ method: "POST", url: "/ext/api/v1/app/events", headers: { origin: APP_ORIGIN }, payload: body }),
        ),
      );
      expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(responses.filter((r) => r.json().code === 4005)).toHaveLength(7);
    } finally {
      await other.app.close();
    }
  });

  it("accepts the original clients' fyresign in place of appsign", async () => {
    const { signer, appId } = await appWithEvent();
    const now = Math.floor(api().clock.nowMs() / 1000);
    const { appsign, ...rest } = signer.sign({ appId, iat: now, exp: now + 60 });
    const response = await post({ ...rest, fyresign: appsign });
    expect(response.statusCode).toBe(200);
  });

  it("answers an unexpected failure with 4010 (500) without its details, and keeps serving", async () => {
    const { signer, appId } = await appWithEvent();
    const broken = await buildEventApi({
      db: api().db,
      adminToken: ADMIN_TOKEN,
      tokenSecret: TOKEN_SECRET,
      formUrl: FORM_URL,
      signatureLedger: { claim: async () => Promise.reject(new Error("replay table on fire at /var/lib/secret")) },
    });
    try {
      const now = Math.floor(Date.now() / 1000);
      const inject = () =>
        broken.inject({
          method: "POST",
          url: "/ext/api/v1/app/events",
          headers: { origin: APP_ORIGIN },
          payload: signer.sign({ appId, iat: now, exp: now + 60 }),
        });
      const response = await inject();
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: "Internal error; try again later", data: null, code: 4010, success: false, error: true });
      expect(response.body).not.toContain("fire");
      expect((await broken.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});
