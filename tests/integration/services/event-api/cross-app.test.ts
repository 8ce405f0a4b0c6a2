import { expect, it } from "@jest/globals";
import { SignJWT } from "jose";
import { AppSigner } from "../../../harness/app-signer";
import { TOKEN_SECRET, describeEventApi, type EventBody } from "../../../harness/event-api";

const PASSWORD = "victim's own password";

describeEventApi("users and sessions of one app never reach another app's", (api) => {
  async function registerAppWithEvent(projectName: string) {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    const event = await api().createEvent(appId, { projectName });
    return { signer, appId, event };
  }
  type Party = Awaited<ReturnType<typeof registerAppWithEvent>>;

  async function redirectionToken({ signer, appId, event }: Party, externalUserId: string, isEmail: boolean) {
    const response = await api().signed("/app/user/redirection", signer, { appId, externalUserId, eventId: event._id, isEmail });
    expect(response.statusCode).toBe(200);
    return response.json().data.userRedirectionToken as string;
  }

  const form = (method: "GET" | "POST", url: string, payload?: object, session?: string) =>
    api().app.inject({ method, url: `/api/v1/form${url}`, ...(payload && { payload }), headers: session ? { authorization: `Bearer ${session}` } : {} });

  const perform = (event: EventBody, value: string, session: string) => form("POST", `/${event.slug}/actions/${event.actions[0]!._id}`, { value }, session);

  /** App A's user signs up on A's form with an email and password, and performs A's first action. */
  async function victimOf(a: Party, email: string) {
    const token = await redirectionToken(a, "a-user-1", false);
    const signup = await form("POST", "/signup", { email, password: PASSWORD, userRedirectionToken: token });
    expect(signup.statusCode).toBe(200);
    expect((await perform(a.event, "A's secret value", signup.json().data.sessionToken)).statusCode).toBe(200);
  }

  async function valuesSeenByApp(a: Party, externalUserId: string) {
    const answer = (await api().signed("/app/user/events", a.signer, { appId: a.appId, externalUserId })).json();
    return answer.data.flatMap((e: { actions: { value: string }[] }) => e.actions.map((action) => action.value));
  }

  it("app B cannot take over app A's user with an isEmail redirection: its session reads and writes nothing of A", async () => {
    const [a, b] = [await registerAppWithEvent("A's event"), await registerAppWithEvent("B's event")];
    await victimOf(a, "victim@example.org");

    // App B vouches for A's user's email and exchanges the token at the form's grant route.
    const tokenOfB = await redirectionToken(b, "victim@example.org", true);
    const grant = await form("POST", "/grant", { slug: b.event.slug, userRedirectionToken: tokenOfB });
    expect(grant.statusCode).toBe(200);
    const sessionOfB = grant.json().data.sessionToken as string;

    // The session is B's own account for that address: it cannot read or overwrite A's values.
    const read = await form("GET", `/${a.event.slug}/participation`, undefined, sessionOfB);
    expect(read.statusCode).toBe(401);
    expect(read.json()).toMatchObject({ code: 4012, message: expect.stringContaining("another app") });
    const overwrite = await perform(a.event, "overwritten by B", sessionOfB);
    expect(overwrite.statusCode).toBe(401);
    expect(overwrite.json().code).toBe(4012);
    expect((await form("GET", `/${b.event.slug}/participation`, undefined, sessionOfB)).json().data).toEqual({ score: 0, performed: [] });

    // B's token does not open A's event either, and A still sees its user's value unchanged.
    expect((await form("POST", "/grant", { slug: a.event.slug, userRedirectionToken: tokenOfB })).statusCode).toBe(401);
    expect(await valuesSeenByApp(a, "a-user-1")).toEqual(["A's secret value"]);
    const participants = (await api().admin("GET", `/events/${a.event._id}/participants`)).json().data;
    expect(participants.map((p: { performed: { value: string }[] }) => p.performed.map((x) => x.value))).toEqual([["A's secret value"]]);
  });

  it("an email another app vouched for does not block signing up, and each app's account keeps its own values", async () => {
    const [a, b] = [await registerAppWithEvent("A's event"), await registerAppWithEvent("B's event")];
    // B squats the address first.
    const squat = (await form("POST", "/grant", { slug: b.event.slug, userRedirectionToken: await redirectionToken(b, "person@example.org", true) })).json();
    expect(squat.data.signedIn).toBe(true);
    await perform(b.event, "B's value", squat.data.sessionToken);

    // The real person then signs up through A with that address, and can sign in again later.
    const signup = await form("POST", "/signup", {
      email: "Person@Example.org",
      password: PASSWORD,
      userRedirectionToken: await redirectionToken(a, "a-9", false),
    });
    expect(signup.statusCode).toBe(200);
    await perform(a.event, "A's value", signup.json().data.sessionToken);
    const login = await form("POST", "/login", {
      email: "person@example.org",
      password: PASSWORD,
      userRedirectionToken: await redirectionToken(a, "a-10", false),
    });
    expect(login.statusCode).toBe(200);

    expect(await valuesSeenByApp(a, "a-9")).toEqual(["A's value"]);
    expect(await valuesSeenByApp(b, "person@example.org")).toEqual(["B's value"]);
  });

  it("an account of app A cannot sign in through app B's link", async () => {
    const [a, b] = [await registerAppWithEvent("A's event"), await registerAppWithEvent("B's event")];
    await victimOf(a, "only-in-a@example.org");
    const login = await form("POST", "/login", {
      email: "only-in-a@example.org",
      password: PASSWORD,
      userRedirectionToken: await redirectionToken(b, "b-1", false),
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ code: 4012, message: "wrong email or password" });
  });

  it("refuses a session token that names no app (made before sessions were bound to one)", async () => {
    const a = await registerAppWithEvent("A's event");
    await victimOf(a, "old-session@example.org");
    const now = Math.floor(api().clock.nowMs() / 1000);
    const [user] = (await api().admin("GET", `/events/${a.event._id}/participants`)).json().data;
    const unbound = await new SignJWT({ tokenType: "EventFormSession" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(user.userId)
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(TOKEN_SECRET);
    const response = await perform(a.event, "unbound", unbound);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(4012);
  });
});
