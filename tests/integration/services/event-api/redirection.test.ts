import { expect, it } from "@jest/globals";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { AppSigner } from "../../../harness/app-signer";
import { FORM_URL, describeEventApi } from "../../../harness/event-api";

describeEventApi("POST /ext/api/v1/app/user/redirection", (api) => {
  it("grants an HS256 token with the original's claims plus eventId, valid 24 hours, and the form URL", async () => {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    const event = await api().createEvent(appId);

    const response = await api().signed("/app/user/redirection", signer, { appId, externalUserId: "456fhrghtuht374", eventId: event._id, isEmail: false });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ message: "Access Granted", success: true, error: false });
    const token = body.data.userRedirectionToken;
    expect(decodeProtectedHeader(token)).toEqual({ alg: "HS256", typ: "JWT" });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ appId, externalUserId: "456fhrghtuht374", isEmail: false, eventId: event._id, tokenType: "UserRedirectionAccess" });
    expect(claims.exp! - claims.iat!).toBe(86_400);
    expect(claims.iat).toBe(Math.floor(api().clock.nowMs() / 1000));
    expect(body.data.redirectionUrl).toBe(`${FORM_URL}/form/${event.slug}?userRedirectionToken=${token}`);
  });

  it("answers 4003 (404) for an event that is unknown or belongs to another app", async () => {
    const [mine, theirs] = [new AppSigner(), new AppSigner()];
    const appId = await api().registerApp(mine);
    const theirApp = await api().registerApp(theirs);
    const theirEvent = await api().createEvent(theirApp);
    for (const eventId of [theirEvent._id, "0123456789abcdef01234567", "not-an-id"]) {
      const response = await api().signed("/app/user/redirection", mine, { appId, externalUserId: "u1", eventId, isEmail: false });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 4003, success: false, error: true });
    }
  });

  it("answers 4009 (400) when isEmail is true and externalUserId is not an email address", async () => {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    const event = await api().createEvent(appId);
    for (const externalUserId of ["456fhrghtuht374", "a@b", "two@@example.com", "spaces in@example.com"]) {
      const response = await api().signed("/app/user/redirection", signer, { appId, externalUserId, eventId: event._id, isEmail: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(4009);
    }
  });

  it("links an email user at once, so the user's events are reported after the form is used", async () => {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    const event = await api().createEvent(appId);
    const response = await api().signed("/app/user/redirection", signer, { appId, externalUserId: "Grace@Example.org", eventId: event._id, isEmail: true });
    const token = response.json().data.userRedirectionToken;

    const grant = await api().app.inject({ method: "POST", url: "/api/v1/form/grant", payload: { slug: event.slug, userRedirectionToken: token } });
    expect(grant.json().data).toMatchObject({ signedIn: true, email: "grace@example.org" });

    const before = await api().signed("/app/user/events", signer, { appId, externalUserId: "Grace@Example.org" });
    expect(before.json().code).toBe(4007);
  });
});
