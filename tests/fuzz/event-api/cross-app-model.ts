import { expect } from "@jest/globals";
import fc from "fast-check";
import { AppSigner } from "../../harness/app-signer";
import type { EventBody, TestEventApi } from "../../harness/event-api";
import { signedFresh } from "./fresh-signatures";

/**
 * A model of who may act for whom on the event form, checked against the service step by step: two apps, a few
 * people and email addresses shared between the apps (so that every takeover and squatting path is open).
 */
const EMAILS = ["ada@example.org", "grace@example.org", "alan@example.org"];
const passwordOf = (email: string) => `password of ${email}`;

export type Step =
  | { kind: "visit"; app: number; person: number; isEmail: boolean }
  | { kind: "signup"; app: number; person: number; email: number }
  | { kind: "login"; app: number; person: number; email: number; rightPassword: boolean }
  | { kind: "perform" | "read"; session: number; app: number };

const app = fc.integer({ min: 0, max: 1 });
const person = fc.integer({ min: 0, max: 2 });
const email = fc.integer({ min: 0, max: EMAILS.length - 1 });

export const crossAppSteps: fc.Arbitrary<Step[]> = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant("visit" as const), app, person, isEmail: fc.boolean() }),
    fc.record({ kind: fc.constant("signup" as const), app, person, email }),
    fc.record({ kind: fc.constant("login" as const), app, person, email, rightPassword: fc.boolean() }),
    fc.record({ kind: fc.constantFrom("perform" as const, "read" as const), session: fc.nat(), app }),
  ),
  { minLength: 1, maxLength: 12 },
);

interface App {
  signer: AppSigner;
  appId: string;
  event: EventBody;
}

interface Session {
  app: number;
  account: string;
  token: string;
}

/** Runs the steps on two fresh apps and checks every answer, then what each app sees of its users, against the model. */
export async function checkCrossAppScenario(api: TestEventApi, steps: Step[]): Promise<void> {
  const apps: App[] = [];
  for (const name of ["App zero", "App one"]) {
    const signer = new AppSigner();
    const appId = await api.registerApp(signer);
    apps.push({ signer, appId, event: await api.createEvent(appId, { projectName: name, actions: [{ type: "INPUT_TEXT", title: "Say something" }] }) });
  }
  // Accounts are `${app}|${email}`, app users `${app}|${externalUserId}`; links map app users to accounts.
  const passwords = new Map<string, string | null>();
  const links = new Map<string, string>();
  const sessions: Session[] = [];
  const values = new Map<string, string>();
  let written = 0;

  const form = (method: "GET" | "POST", url: string, payload?: object, session?: string) =>
    api.app.inject({ method, url: `/api/v1/form${url}`, ...(payload && { payload }), headers: session ? { authorization: `Bearer ${session}` } : {} });

  async function redirection(appIndex: number, externalUserId: string, isEmail: boolean): Promise<string> {
    const { signer, appId, event } = apps[appIndex]!;
    const response = await signedFresh(api, "/app/user/redirection", signer, { appId, externalUserId, eventId: event._id, isEmail });
    expect(response.statusCode).toBe(200);
    return response.json().data.userRedirectionToken;
  }

  async function expectSession(response: Awaited<ReturnType<typeof form>>, appIndex: number, account: string) {
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(account.split("|")[1]);
    sessions.push({ app: appIndex, account, token: response.json().data.sessionToken });
  }

  for (const step of steps) {
    if (step.kind === "visit") {
      const externalUserId = step.isEmail ? EMAILS[step.person]! : `user-${step.person}`;
      const appUser = `${step.app}|${externalUserId}`;
      const token = await redirection(step.app, externalUserId, step.isEmail);
      if (step.isEmail && !links.has(appUser)) {
        const account = `${step.app}|${externalUserId}`;
        if (!passwords.has(account)) passwords.set(account, null);
        links.set(appUser, account);
      }
      const grant = await form("POST", "/grant", { slug: apps[step.app]!.event.slug, userRedirectionToken: token });
      expect(grant.json().data.signedIn).toBe(links.has(appUser));
      if (links.has(appUser)) await expectSession(grant, step.app, links.get(appUser)!);
    } else if (step.kind === "signup") {
      const appUser = `${step.app}|user-${step.person}`;
      const account = `${step.app}|${EMAILS[step.email]}`;
      const token = await redirection(step.app, `user-${step.person}`, false);
      const signup = await form("POST", "/signup", { email: EMAILS[step.email], password: passwordOf(EMAILS[step.email]!), userRedirectionToken: token });
      // Refused only for what this app already has: the app user linked, or this app's account for the email.
      if (links.has(appUser) || passwords.has(account)) {
        expect(signup.json().code).toBe(4013);
        continue;
      }
      passwords.set(account, passwordOf(EMAILS[step.email]!));
      links.set(appUser, account);
      await expectSession(signup, step.app, account);
    } else if (step.kind === "login") {
      const appUser = `${step.app}|user-${step.person}`;
      const account = `${step.app}|${EMAILS[step.email]}`;
      const password = step.rightPassword ? passwordOf(EMAILS[step.email]!) : "not the password";
      const token = await redirection(step.app, `user-${step.person}`, false);
      const login = await form("POST", "/login", { email: EMAILS[step.email], password, userRedirectionToken: token });
      const stored = passwords.get(account);
      if (!stored || stored !== password) {
        expect(login.json().code).toBe(4012);
        continue;
      }
      if (links.has(appUser) && links.get(appUser) !== account) {
        expect(login.json().code).toBe(4013);
        continue;
      }
      links.set(appUser, account);
      await expectSession(login, step.app, account);
    } else if (sessions.length > 0) {
      const session = sessions[step.session % sessions.length]!;
      const { event } = apps[step.app]!;
      const ownApp = session.app === step.app;
      if (step.kind === "perform") {
        const value = `${session.account} #${written++}`;
        const performed = await form("POST", `/${event.slug}/actions/${event.actions[0]!._id}`, { value }, session.token);
        expect(performed.statusCode).toBe(ownApp ? 200 : 401);
        if (ownApp) values.set(session.account, value);
      } else {
        const read = await form("GET", `/${event.slug}/participation`, undefined, session.token);
        expect(read.statusCode).toBe(ownApp ? 200 : 401);
        if (ownApp)
          expect(read.json().data.performed.map((p: { value: string }) => p.value)).toEqual(values.has(session.account) ? [values.get(session.account)] : []);
      }
    }
  }

  // Each app sees, for each of its linked users, exactly what that user's own account wrote in its own event.
  for (const [appUser, account] of links) {
    const [appIndex, externalUserId] = appUser.split("|") as [string, string];
    const { signer, appId } = apps[Number(appIndex)]!;
    const answer = (await signedFresh(api, "/app/user/events", signer, { appId, externalUserId })).json();
    if (!values.has(account)) {
      expect(answer.code).toBe(4007);
      continue;
    }
    expect(answer.data.map((e: { actions: { value: string }[] }) => e.actions.map((a) => a.value))).toEqual([[values.get(account)]]);
  }
}
