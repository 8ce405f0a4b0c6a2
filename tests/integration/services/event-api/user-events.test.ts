import { expect, it } from "@jest/globals";
import { AppSigner } from "../../../harness/app-signer";
import { describeEventApi, type TestEventApi } from "../../../harness/event-api";

/** The person behind `externalUserId` signs up on the form and performs `values` (action index → value). */
async function participate(api: TestEventApi, signer: AppSigner, appId: string, eventId: string, externalUserId: string, values: Record<number, string>) {
  const redirection = await api.signed("/app/user/redirection", signer, { appId, externalUserId, eventId, isEmail: false });
  const token = redirection.json().data.userRedirectionToken as string;
  const email = `${externalUserId.toLowerCase()}@people.example`;
  const signup = await api.app.inject({
    method: "POST",
    url: "/api/v1/form/signup",
    payload: { email, password: "correct horse battery", userRedirectionToken: token },
  });
  expect(signup.statusCode).toBe(200);
  const session = signup.json().data.sessionToken as string;
  const event = (await api.admin("GET", `/events/${eventId}`)).json().data;
  for (const [index, value] of Object.entries(values)) {
    const action = event.actions[Number(index)];
    const performed = await api.app.inject({
      method: "POST",
      url: `/api/v1/form/${event.slug}/actions/${action._id}`,
      headers: { authorization: `Bearer ${session}` },
      payload: { value },
    });
    expect(performed.statusCode).toBe(200);
  }
}

describeEventApi("POST /ext/api/v1/app/user/events", (api) => {
  it("lists the events a user took part in, with the counts and the values the user submitted", async () => {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    const event = await api().createEvent(appId);
    await api().createEvent(appId, { projectName: "Untouched" });
    await participate(api(), signer, appId, event._id, "user-17", { 0: "Ada Lovelace", 1: "@ada" });

    const response = await api().signed("/app/user/events", signer, { appId, externalUserId: "user-17", metaData: { page: 1, limit: 10 } });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ message: "Successfully fetched userEvents", success: true, error: false });
    expect(body.data).toHaveLength(1);
    const [userEvent] = body.data;
    expect(userEvent).toMatchObject({ _id: event._id, slug: event.slug, eventActionsCount: 2, performedActionsCount: 2 });
    expect(userEvent.actions.map((a: { type: string; value: string }) => [a.type, a.value])).toEqual([
      ["INPUT_TEXT", "Ada Lovelace"],
      ["TWITTER_AUTH", "@ada"],
    ]);
  });

  it("answers 4006 (404) for a user the app never sent", async () => {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    await api().createEvent(appId);
    const response = await api().signed("/app/user/events", signer, { appId, externalUserId: "nobody" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 4006, success: false, error: true });
  });

  it("answers 4006 while the link the app asked for is unopened, and 4008 (409) once the user opened it but never signed in", async () => {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    const event = await api().createEvent(appId);
    const redirection = await api().signed("/app/user/redirection", signer, { appId, externalUserId: "halfway", eventId: event._id, isEmail: false });
    const { userRedirectionToken, redirectionUrl } = redirection.json().data as { userRedirectionToken: string; redirectionUrl: string };
    const userEvents = async () => {
      api().clock.advance(1); // a fresh signature each time: the same message twice is a replay
      return api().signed("/app/user/events", signer, { appId, externalUserId: "halfway" });
    };

    // The token is minted, nobody opened it: the user has not arrived.
    expect((await userEvents()).json()).toMatchObject({ code: 4006, success: false });
    // Fetching the page without running it (what a link preview does) is not opening it.
    const link = new URL(redirectionUrl);
    expect((await api().app.inject({ method: "GET", url: `${link.pathname}${link.search}` })).statusCode).toBe(200);
    expect((await userEvents()).json().code).toBe(4006);

    // The page, opened in a browser, exchanges its token at once (form.js): now the user has followed the link.
    const grant = await api().app.inject({ method: "POST", url: "/api/v1/form/grant", payload: { slug: event.slug, userRedirectionToken } });
    expect(grant.json().data.signedIn).toBe(false);
    const followed = await userEvents();
    expect(followed.statusCode).toBe(409);
    expect(followed.json().code).toBe(4008);
    // Another link minted for the same user does not take that back.
    await api().signed("/app/user/redirection", signer, { appId, externalUserId: "halfway", eventId: event._id, isEmail: false });
    expect((await userEvents()).json().code).toBe(4008);
  });

  it("does not answer 4008 for a link whose token was refused", async () => {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    const event = await api().createEvent(appId);
    const otherEvent = await api().createEvent(appId, { projectName: "Other quest" });
    const redirection = await api().signed("/app/user/redirection", signer, { appId, externalUserId: "wrong-page", eventId: event._id, isEmail: false });
    const { userRedirectionToken } = redirection.json().data;
    // The token opened on another event's page is refused (4012), so the user did not follow this app's link.
    const refused = await api().app.inject({ method: "POST", url: "/api/v1/form/grant", payload: { slug: otherEvent.slug, userRedirectionToken } });
    expect(refused.json().code).toBe(4012);
    expect((await api().signed("/app/user/events", signer, { appId, externalUserId: "wrong-page" })).json().code).toBe(4006);
  });

  it("answers 4007 (404) for a signed-in user who performed nothing", async () => {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    const event = await api().createEvent(appId);
    await participate(api(), signer, appId, event._id, "idle-user", {});
    const response = await api().signed("/app/user/events", signer, { appId, externalUserId: "idle-user" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(4007);
  });

  it("does not show one app's users to another app", async () => {
    const [first, second] = [new AppSigner(), new AppSigner()];
    const firstApp = await api().registerApp(first);
    const secondApp = await api().registerApp(second);
    const event = await api().createEvent(firstApp);
    await api().createEvent(secondApp);
    await participate(api(), first, firstApp, event._id, "shared-id", { 0: "x" });
    const response = await api().signed("/app/user/events", second, { appId: secondApp, externalUserId: "shared-id" });
    expect(response.json().code).toBe(4006);
  });

  it("pages the user's events", async () => {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    const day = 86_400_000;
    const events = [];
    for (let i = 0; i < 3; i++) {
      events.push(await api().createEvent(appId, { projectName: `Quest ${i}`, fromDate: new Date(api().clock.nowMs() - (i + 1) * day).toISOString() }));
    }
    await participate(api(), signer, appId, events[0]!._id, "busy", { 0: "a" });
    const redirection = await api().signed("/app/user/redirection", signer, { appId, externalUserId: "busy", eventId: events[2]!._id, isEmail: false });
    expect(redirection.statusCode).toBe(200);
    const login = await api().app.inject({
      method: "POST",
      url: "/api/v1/form/login",
      payload: { email: "busy@people.example", password: "correct horse battery", userRedirectionToken: redirection.json().data.userRedirectionToken },
    });
    const session = login.json().data.sessionToken;
    const action = events[2]!.actions[0]!;
    await api().app.inject({
      method: "POST",
      url: `/api/v1/form/${events[2]!.slug}/actions/${action._id}`,
      headers: { authorization: `Bearer ${session}` },
      payload: { value: "b" },
    });
    const page = async (metaData: object) =>
      (await api().signed("/app/user/events", signer, { appId, externalUserId: "busy", metaData }))
        .json()
        .data.map((e: { projectName: string }) => e.projectName);
    expect(await page({ page: 1, limit: 1 })).toEqual(["Quest 0"]);
    expect(await page({ page: 2, limit: 1 })).toEqual(["Quest 2"]);
    expect(await page({ page: 3, limit: 1 })).toEqual([]);
  });
});
