import { expect, it } from "@jest/globals";
import { SECRET_CHECK_LIMITS } from "../../../../services/shared/secret-checks";
import { AppSigner } from "../../../harness/app-signer";
import { describeEventApi } from "../../../harness/event-api";

describeEventApi("the event form under a flood of sign-ins", (api) => {
  it("checks passwords one at a time: past the line 429 (4014) with Retry-After, and the app's signed requests never wait", async () => {
    const signer = new AppSigner();
    const appId = await api().registerApp(signer);
    const event = await api().createEvent(appId);
    const redirection = await api().signed("/app/user/redirection", signer, { appId, externalUserId: "u-1", eventId: event._id, isEmail: false });
    const userRedirectionToken = redirection.json().data.userRedirectionToken as string;
    const form = (url: string, payload: object) => api().app.inject({ method: "POST", url: `/api/v1/form${url}`, payload });
    expect((await form("/signup", { email: "person@example.org", password: "correct horse", userRedirectionToken })).statusCode).toBe(200);

    const finished: string[] = [];
    const flood = Array.from({ length: 60 }, (_, i) =>
      form("/login", { email: i % 2 === 0 ? "person@example.org" : `nobody${i}@example.org`, password: "wrong password", userRedirectionToken }).then(
        (response) => {
          finished.push(`login ${i}`);
          return response;
        },
      ),
    );
    const list = api()
      .signed("/app/events", signer, { appId })
      .then((response) => {
        finished.push("list");
        return response;
      });
    expect((await list).statusCode).toBe(200);
    const answers = await Promise.all(flood);
    // The list was sent after every sign-in, and came back before the last of those the line took.
    expect(finished.indexOf("list")).toBeLessThan(finished.length - 1);
    const checked = answers.filter((r) => r.statusCode === 401);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(checked.length + refused.length).toBe(60);
    // One is checked at a time, 16 wait (each for at most 3 s, so on a slow machine some of those are refused too).
    expect(checked.length).toBeGreaterThanOrEqual(SECRET_CHECK_LIMITS.maxActive);
    expect(refused.length).toBeGreaterThanOrEqual(60 - (SECRET_CHECK_LIMITS.maxActive + SECRET_CHECK_LIMITS.maxWaiting) * 2);
    expect(checked.every((r) => r.json().message === "wrong email or password")).toBe(true);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers["retry-after"]).toBe("1");
    expect(refused[0]!.json()).toEqual({
      message: "Too many passwords are being checked right now; try again in a moment",
      data: null,
      code: 4014,
      success: false,
      error: true,
    });
    // The line drains: the right password signs in at once.
    expect((await form("/login", { email: "person@example.org", password: "correct horse", userRedirectionToken })).statusCode).toBe(200);
  });
});
