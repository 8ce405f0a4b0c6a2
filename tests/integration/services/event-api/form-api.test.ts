import { expect, it } from "@jest/globals";
import { SignJWT } from "jose";
import { AppSigner } from "../../../harness/app-signer";
import { TOKEN_SECRET, describeEventApi, type EventBody } from "../../../harness/event-api";

describeEventApi("the event form's API", (api) => {
  async function setUp(eventBody: Record<string, unknown> = {}) {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    const event = await api().createEvent(appId, eventBody);
    return { signer, appId, event };
  }

  async function tokenFor(signer: AppSigner, appId: string, event: EventBody, externalUserId: string, isEmail = false) {
    const response = await api().signed("/app/user/redirection", signer, { appId, externalUserId, eventId: event._id, isEmail });
    return response.json().data.userRedirectionToken as string;
  }

  const post = (url: string, payload: object, session?: string) =>
    api().app.inject({ method: "POST", url: `/api/v1/form${url}`, payload, headers: session ? { authorization: `Bearer ${session}` } : {} });

  it("grants a pending user the event without a session, and a linked user a session", async () => {
    const { signer, appId, event } = await setUp();
    const token = await tokenFor(signer, appId, event, "u-1");
    const pending = (await post("/grant", { slug: event.slug, userRedirectionToken: token })).json();
    expect(pending.data.signedIn).toBe(false);
    expect(pending.data.sessionToken).toBeUndefined();
    expect(pending.data.event).toMatchObject({ _id: event._id, slug: event.slug });
    expect(pending.data.event.actions).toHaveLength(3);

    const signup = await post("/signup", { email: "New.Person@Example.org", password: "long enough", userRedirectionToken: token });
    expect(signup.json().data.email).toBe("new.person@example.org");
    const linked = (await post("/grant", { slug: event.slug, userRedirectionToken: token })).json();
    expect(linked.data).toMatchObject({ signedIn: true, email: "new.person@example.org" });
  });

  it("refuses an expired, forged or foreign token (4012, 401), and a token for another event", async () => {
    const { signer, appId, event } = await setUp();
    const token = await tokenFor(signer, appId, event, "u-2");
    const other = await api().createEvent(appId, { projectName: "Other event" });

    const forged = await new SignJWT({ appId, externalUserId: "u-2", isEmail: true, eventId: event._id, tokenType: "UserRedirectionAccess" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("another secret, not the service's own, 32+ bytes"));
    const wrongType = await new SignJWT({ appId, externalUserId: "u-2", isEmail: true, eventId: event._id, tokenType: "EventFormSession" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(Math.floor(api().clock.nowMs() / 1000))
      .setExpirationTime(Math.floor(api().clock.nowMs() / 1000) + 60)
      .sign(TOKEN_SECRET);
    for (const userRedirectionToken of [forged, wrongType, `${token}x`, "not a token"]) {
      const response = await post("/grant", { slug: event.slug, userRedirectionToken });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 4012, success: false });
    }
    const foreign = await post("/grant", { slug: other.slug, userRedirectionToken: token });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().message).toContain("another event");

    api().clock.advance(86_400);
    expect((await post("/grant", { slug: event.slug, userRedirectionToken: token })).statusCode).toBe(401);
  });

  it("refuses a bad email, a short password, a taken email and a second link (4002, 4013)", async () => {
    const { signer, appId, event } = await setUp();
    const first = await tokenFor(signer, appId, event, "u-3");
    expect((await post("/signup", { email: "no-at-sign", password: "long enough", userRedirectionToken: first })).json().code).toBe(4002);
    expect((await post("/signup", { email: "short@example.org", password: "1234567", userRedirectionToken: first })).json().code).toBe(4002);
    expect((await post("/signup", { email: "taken@example.org", password: "long enough", userRedirectionToken: first })).statusCode).toBe(200);
    const again = await post("/signup", { email: "other@example.org", password: "long enough", userRedirectionToken: first });
    expect(again.statusCode).toBe(409);
    const second = await tokenFor(signer, appId, event, "u-4");
    const taken = await post("/signup", { email: "TAKEN@example.org", password: "long enough", userRedirectionToken: second });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe(4013);
  });

  it("signs in with the right password only, and links the app's user", async () => {
    const { signer, appId, event } = await setUp();
    await post("/signup", { email: "login@example.org", password: "s3cret password", userRedirectionToken: await tokenFor(signer, appId, event, "u-5") });
    const token = await tokenFor(signer, appId, event, "u-6");
    for (const [email, password] of [
      ["login@example.org", "wrong password"],
      ["nobody@example.org", "s3cret password"],
    ]) {
      const refused = await post("/login", { email, password, userRedirectionToken: token });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe("wrong email or password");
    }
    expect((await post("/login", { email: "Login@Example.org", password: "s3cret password", userRedirectionToken: token })).statusCode).toBe(200);
    expect((await post("/grant", { slug: event.slug, userRedirectionToken: token })).json().data.signedIn).toBe(true);
  });

  it("records performed actions with their values and scores them, replacing a value performed again", async () => {
    const { signer, appId, event } = await setUp();
    const token = await tokenFor(signer, appId, event, "scorer@example.org", true);
    const session = (await post("/grant", { slug: event.slug, userRedirectionToken: token })).json().data.sessionToken;
    const [text, twitter, info] = event.actions;
    expect((await post(`/${event.slug}/actions/${text!._id}`, { value: "  Ada  " }, session)).json().data).toMatchObject({
      score: 10,
      performed: [{ actionId: text!._id, value: "Ada" }],
    });
    expect((await post(`/${event.slug}/actions/${twitter!._id}`, { value: "@ada" }, session)).json().data.score).toBe(30);
    const replaced = (await post(`/${event.slug}/actions/${text!._id}`, { value: "Ada L." }, session)).json().data;
    expect(replaced).toMatchObject({ score: 30, performed: [{ value: "Ada L." }, { value: "@ada" }] });
    expect((await post(`/${event.slug}/actions/${info!._id}`, { value: "x" }, session)).json().code).toBe(4002);
    const participation = await api().app.inject({
      method: "GET",
      url: `/api/v1/form/${event.slug}/participation`,
      headers: { authorization: `Bearer ${session}` },
    });
    expect(participation.json().data).toEqual(replaced);
  });

  it.each([
    ["INPUT_NUMBER", "12.5", "twelve"],
    ["INPUT_DATE", "2026-02-28", "2026-02-30"],
    ["INPUT_HYPERLINK", "https://example.org/post/1", "javascript:alert(1)"],
    ["INPUT_TEXT", "hello", "   "],
    ["DISCORD_AUTH", "ada#1234", "x".repeat(201)],
  ])("checks a %s value: accepts %j, refuses %j with 4002", async (type, good, bad) => {
    const { signer, appId, event } = await setUp({ actions: [{ type, title: "the action" }] });
    const token = await tokenFor(signer, appId, event, `${type.toLowerCase()}@example.org`, true);
    const session = (await post("/grant", { slug: event.slug, userRedirectionToken: token })).json().data.sessionToken;
    const url = `/${event.slug}/actions/${event.actions[0]!._id}`;
    const refused = await post(url, { value: bad }, session);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe(4002);
    expect((await post(url, { value: good }, session)).statusCode).toBe(200);
  });

  it("refuses actions on a closed event, before it opens and after it ends (4013, 409)", async () => {
    const hour = 3_600_000;
    const { signer, appId, event } = await setUp({
      fromDate: new Date(api().clock.nowMs() + hour).toISOString(),
      toDate: new Date(api().clock.nowMs() + 2 * hour).toISOString(),
    });
    const token = await tokenFor(signer, appId, event, "early@example.org", true);
    const session = (await post("/grant", { slug: event.slug, userRedirectionToken: token })).json().data.sessionToken;
    const url = `/${event.slug}/actions/${event.actions[0]!._id}`;
    expect((await post(url, { value: "x" }, session)).json()).toMatchObject({ code: 4013, message: expect.stringContaining("opens at") });
    api().clock.advance(3 * 3_600);
    expect((await post(url, { value: "x" }, session)).json().message).toContain("ended at");
    api().clock.advance(-1.5 * 3_600);
    await api().admin("POST", `/events/${event._id}/close`);
    expect((await post(url, { value: "x" }, session)).json().message).toBe("the event is closed");
  });

  it("tells the page whether the event takes actions now: not started, open, ended, closed (projectStatus aside)", async () => {
    const hour = 3_600_000;
    const { signer, appId, event } = await setUp({
      fromDate: new Date(api().clock.nowMs() + hour).toISOString(),
      toDate: new Date(api().clock.nowMs() + 2 * hour).toISOString(),
    });
    const token = await tokenFor(signer, appId, event, "phases@example.org", true);
    const grant = async () => (await post("/grant", { slug: event.slug, userRedirectionToken: token })).json().data;
    expect(await grant()).toMatchObject({ eventState: "upcoming", eventStateReason: expect.stringContaining("opens at") });
    api().clock.advance(1.5 * 3_600);
    const open = await grant();
    expect(open).toMatchObject({ eventState: "open", event: { projectStatus: true } });
    expect(open.eventStateReason).toBeUndefined();
    // Past its end date the event is ended, though its stored projectStatus still says open.
    api().clock.advance(3_600);
    const ended = await grant();
    expect(ended).toMatchObject({ eventState: "ended", eventStateReason: `the event ended at ${event.toDate}`, event: { projectStatus: true } });
    const url = `/${ended.event.slug}/actions/${event.actions[0]!._id}`;
    expect((await post(url, { value: "x" }, ended.sessionToken)).json()).toMatchObject({ code: 4013, message: `the event ended at ${event.toDate}` });
    // Closed by the operator too, it still says ended: the end date is what the person needs to know.
    await api().admin("POST", `/events/${event._id}/close`);
    expect(await grant()).toMatchObject({ eventState: "ended" });
    api().clock.advance(-3_600);
    expect(await grant()).toMatchObject({ eventState: "closed", eventStateReason: "the event is closed" });
  });

  it("refuses a missing, forged or expired session (4012, 401) and an unknown action or event", async () => {
    const { signer, appId, event } = await setUp();
    const token = await tokenFor(signer, appId, event, "session@example.org", true);
    const session = (await post("/grant", { slug: event.slug, userRedirectionToken: token })).json().data.sessionToken;
    const url = `/${event.slug}/actions/${event.actions[0]!._id}`;
    expect((await post(url, { value: "x" })).statusCode).toBe(401);
    expect((await post(url, { value: "x" }, token)).statusCode).toBe(401);
    expect((await post(`/${event.slug}/actions/0123456789abcdef01234567`, { value: "x" }, session)).json().code).toBe(4003);
    expect((await post(`/no-such-event/actions/${event.actions[0]!._id}`, { value: "x" }, session)).json().code).toBe(4003);
    api().clock.advance(13 * 3600);
    expect((await post(url, { value: "x" }, session)).json()).toMatchObject({ code: 4012, message: "your session has ended; sign in again" });
  });

  it("serves the form page with a strict content security policy and no referrer", async () => {
    const { event } = await setUp();
    const page = await api().app.inject({ method: "GET", url: `/form/${event.slug}?userRedirectionToken=abc` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect((await api().app.inject({ method: "GET", url: "/form/assets/form.js" })).headers["content-type"]).toContain("javascript");
    const missing = await api().app.inject({ method: "GET", url: "/form/assets/secrets.txt" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 4002, success: false, error: true });
  });
});
