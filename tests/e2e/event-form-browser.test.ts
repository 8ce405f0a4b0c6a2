import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { FastifyInstance } from "fastify";
import type { Browser, Page } from "playwright-core";
import { buildEventApi } from "../../services/event-api/src/app";
import { EVENT_API_MIGRATION_TABLE, eventApiMigrations } from "../../services/event-api/src/db/migrations";
import type { EventApiDatabase } from "../../services/event-api/src/db/schema";
import { migrateToLatest, openDatabase, type OpenDatabase } from "../../services/shared/db";
import { freePorts } from "../../scripts/bench/free-ports";
import { AppSigner, validity } from "../harness/app-signer";
import { browserAvailable, launchChromium } from "../harness/browser";

const ADMIN_TOKEN = "browser-test-admin-token-0123456789";
const APP_ORIGIN = "https://quest-app.example";

const describeInBrowser = browserAvailable("the event form browser test") ? describe : describe.skip;

describeInBrowser("the event form in Chromium", () => {
  let database: OpenDatabase<EventApiDatabase>;
  let api: FastifyInstance;
  let browser: Browser;
  const signer = new AppSigner();
  let appId: string;
  let event: { _id: string; slug: string };

  beforeAll(async () => {
    database = await openDatabase<EventApiDatabase>({ kind: "pglite" });
    await migrateToLatest(database.db, eventApiMigrations, EVENT_API_MIGRATION_TABLE);
    // The API serves the form itself, on loopback.
    const [port] = await freePorts(1);
    const formUrl = `http://127.0.0.1:${port}`;
    api = await buildEventApi({ db: database.db, adminToken: ADMIN_TOKEN, tokenSecret: new Uint8Array(32).fill(7), formUrl });
    await api.listen({ host: "127.0.0.1", port: port! });

    const admin = (method: "POST" | "GET", path: string, payload?: object) =>
      api.inject({ method, url: `/admin/api/v1${path}`, headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, ...(payload && { payload }) });
    appId = (await admin("POST", "/apps", { name: "Quest app", baseUrl: APP_ORIGIN, walletAddress: signer.address })).json().data.appId;
    const day = 86_400_000;
    event = (
      await admin("POST", `/apps/${appId}/events`, {
        projectName: "Browser quest",
        fromDate: new Date(Date.now() - day).toISOString(),
        toDate: new Date(Date.now() + day).toISOString(),
        projectStatus: true,
        actions: [
          { type: "INFO_TEXT", title: "Welcome", value: "Three steps, two minutes." },
          { type: "INPUT_TEXT", title: "Your name", placeHolder: "Ada Lovelace" },
          { type: "TWITTER_AUTH", title: "Connect Twitter", score: 20 },
          { type: "INPUT_NUMBER", title: "Your age", isManadatory: false },
        ],
      })
    ).json().data;
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await database?.close();
  });

  // Signed requests made within one second differ by their validity, or the second would be a replay (4005).
  let signedRequests = 0;
  const fresh = () => validity(Date.now(), 3600 - ++signedRequests);

  async function redirectionUrl(externalUserId: string, isEmail: boolean, eventId = event._id): Promise<string> {
    const response = await api.inject({
      method: "POST",
      url: "/ext/api/v1/app/user/redirection",
      headers: { origin: APP_ORIGIN },
      payload: signer.sign({ appId, externalUserId, eventId, isEmail, ...fresh() }),
    });
    expect(response.json().message).toBe("Access Granted");
    return response.json().data.redirectionUrl;
  }

  async function userEvents(externalUserId: string) {
    const response = await api.inject({
      method: "POST",
      url: "/ext/api/v1/app/user/events",
      headers: { origin: APP_ORIGIN },
      payload: signer.sign({ appId, externalUserId, ...fresh(), metaData: { page: 1, limit: 10 } }),
    });
    return response.json();
  }

  async function openPage(url: string, name = "Browser quest"): Promise<Page> {
    const page = await browser.newPage();
    await page.goto(url);
    await page.getByRole("heading", { name }).waitFor();
    return page;
  }

  it("follows a redirection link, signs up, performs two actions, and the app sees them", async () => {
    const url = await redirectionUrl("wallet-0xabc", false);
    // Minted, not yet opened: the app's user has not followed the link.
    expect((await userEvents("wallet-0xabc")).code).toBe(4006);
    const page = await openPage(url);
    await expect(page.getByRole("heading", { name: "Sign in to take part" }).isVisible()).resolves.toBe(true);
    // Opened, not signed in: 4008.
    expect((await userEvents("wallet-0xabc")).code).toBe(4008);
    await expect(page.locator("#event-state").textContent()).resolves.toBe("Open");

    const signUp = page.locator("#sign-up");
    await signUp.getByLabel("Email").fill("ada@example.org");
    await signUp.getByLabel("Password (at least 8 characters)").fill("analytical engine");
    await signUp.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Signed in as ada@example.org").waitFor();

    const actions = page.locator("#actions > li");
    await expect(actions.allTextContents()).resolves.toEqual([
      expect.stringContaining("Welcome"),
      expect.stringContaining("Your name"),
      expect.stringContaining("Connect Twitter"),
      expect.stringContaining("Your age"),
    ]);
    await page.getByLabel("Your name").fill("Ada Lovelace");
    await actions.nth(1).getByRole("button", { name: "Save" }).click();
    await page.getByText("Done: Ada Lovelace").waitFor();
    await page.getByLabel("Your Twitter account").fill("@ada");
    await page.locator("#actions > li").nth(2).getByRole("button", { name: "Save" }).click();
    await page.getByText("Your score: 30").waitFor();
    await page.close();

    const answer = await userEvents("wallet-0xabc");
    expect(answer.message).toBe("Successfully fetched userEvents");
    expect(answer.data).toHaveLength(1);
    expect(answer.data[0]).toMatchObject({ _id: event._id, eventActionsCount: 3, performedActionsCount: 2 });
    expect(answer.data[0].actions.map((a: { title: string; value: string }) => [a.title, a.value])).toEqual([
      ["Your name", "Ada Lovelace"],
      ["Connect Twitter", "@ada"],
    ]);
  }, 60_000);

  it("signs an isEmail user in without a login form", async () => {
    const page = await openPage(await redirectionUrl("grace@example.org", true));
    await page.getByText("Signed in as grace@example.org").waitFor();
    expect(await page.locator("#auth").isHidden()).toBe(true);
    await page.getByLabel("Your age").fill("36");
    await page.locator("#actions > li").nth(3).getByRole("button", { name: "Save" }).click();
    await page.getByText("Your score: 10").waitFor();
    await page.close();
    expect((await userEvents("grace@example.org")).data[0].performedActionsCount).toBe(1);
  }, 60_000);

  it("says why when the link is tampered with or missing its token", async () => {
    const url = await redirectionUrl("someone-else", false);
    const page = await browser.newPage();
    await page.goto(`${url.slice(0, -3)}abc`);
    await page.getByText("this link has expired or is not valid").waitFor();
    await page.goto(url.split("?")[0]!);
    await page.getByText("This page needs the link the app gave you").waitFor();
    await page.close();
  }, 60_000);

  it("shows an event past its end date as ended and offers neither actions nor sign-in", async () => {
    const day = 86_400_000;
    const ended = (
      await api.inject({
        method: "POST",
        url: `/admin/api/v1/apps/${appId}/events`,
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: {
          projectName: "Last week's quest",
          fromDate: new Date(Date.now() - 8 * day).toISOString(),
          toDate: new Date(Date.now() - day).toISOString(),
          projectStatus: true,
          actions: [
            { type: "INFO_TEXT", title: "Welcome", value: "It is over." },
            { type: "INPUT_TEXT", title: "Your name" },
          ],
        },
      })
    ).json().data;
    expect(ended.projectStatus).toBe(true);

    // Signed in at once (isEmail): the actions are listed, none can be performed.
    const signedIn = await openPage(await redirectionUrl("late@example.org", true, ended._id), "Last week's quest");
    await signedIn.getByText("Signed in as late@example.org").waitFor();
    await expect(signedIn.locator("#event-state").textContent()).resolves.toBe("Ended");
    await expect(signedIn.locator("#status").textContent()).resolves.toContain("This event ended on");
    await expect(signedIn.locator("#actions > li").allTextContents()).resolves.toEqual([
      expect.stringContaining("Welcome"),
      expect.stringContaining("Your name"),
    ]);
    expect(await signedIn.locator("#actions button, #actions input").count()).toBe(0);
    await signedIn.close();

    // Not signed in: no sign-in or sign-up to take part in an event that is over.
    const visitor = await openPage(await redirectionUrl("late-wallet", false, ended._id), "Last week's quest");
    await expect(visitor.locator("#event-state").textContent()).resolves.toBe("Ended");
    await visitor.getByText("This event ended on").waitFor();
    expect(await visitor.locator("#auth").isHidden()).toBe(true);
    expect(await visitor.locator("#participation").isHidden()).toBe(true);
    await visitor.close();
  }, 60_000);

  it("shows a refused value's reason and keeps the form usable", async () => {
    const page = await openPage(await redirectionUrl("turing@example.org", true));
    await page.getByText("Signed in as turing@example.org").waitFor();
    const name = page.locator("#actions > li").nth(1);
    await name.getByRole("button", { name: "Save" }).click();
    await page.getByText("a value is required").waitFor();
    await page.getByLabel("Your name").fill("Alan");
    await name.getByRole("button", { name: "Save" }).click();
    await page.getByText("Done: Alan").waitFor();
    await page.close();
  }, 60_000);
});
