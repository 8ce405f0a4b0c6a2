import { expect, it } from "@jest/globals";
import { describeTemplateApi, HOLDER_DID, sampleTemplate } from "../../../harness/template-api";

const UNKNOWN_ID = "0123456789abcdef01234567";

describeTemplateApi("presentation templates: the five endpoints", (api) => {
  it("creates a template (201) with the app's id, the domain and name as given, and the query as sent", async () => {
    const verifier = await api().registerApp();
    const sent = sampleTemplate();
    const response = await api().call(verifier, "POST", "", sent);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      appId: verifier.appId,
      domain: "fyre.hypersign.id",
      name: "alumni_credential_request",
      query: sent.query,
      __v: 0,
      createdAt: new Date(api().clock.nowMs()).toISOString(),
      updatedAt: new Date(api().clock.nowMs()).toISOString(),
    });
    // The query keeps its keys in the order they were sent, @context first.
    expect(Object.keys(created.query[0].credentialQuery[0].example)).toEqual(Object.keys(sent.query[0]!.credentialQuery[0]!.example));
  });

  it("reads a template back exactly as it was created", async () => {
    const verifier = await api().registerApp();
    const created = await api().createTemplate(verifier);
    const response = await api().call(verifier, "GET", `/${created._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it("lists the app's templates oldest first with the total, page by page", async () => {
    const verifier = await api().registerApp();
    const names = ["first_request", "second_request", "third_request"];
    for (const name of names) {
      await api().createTemplate(verifier, { name });
      api().clock.advance(1);
    }
    const all = await api().call(verifier, "GET", "");
    expect(all.statusCode).toBe(200);
    expect(all.json().totalCount).toBe(3);
    expect(all.json().data.map((t: { name: string }) => t.name)).toEqual(names);
    expect(all.json().data[0]).toMatchObject({ appId: verifier.appId, domain: "fyre.hypersign.id", query: sampleTemplate().query });

    const second = await api().call(verifier, "GET", "?page=2&limit=2");
    expect(second.json()).toMatchObject({ totalCount: 3, data: [{ name: "third_request" }] });
    const pastTheEnd = await api().call(verifier, "GET", "?page=5&limit=2");
    expect(pastTheEnd.statusCode).toBe(200);
    expect(pastTheEnd.json()).toEqual({ totalCount: 3, data: [] });
  });

  it("defaults to page 1 of 10", async () => {
    const verifier = await api().registerApp();
    for (let i = 0; i < 12; i++) await api().createTemplate(verifier, { name: `request_${String(i).padStart(2, "0")}` });
    const page = (await api().call(verifier, "GET", "")).json();
    expect(page.totalCount).toBe(12);
    expect(page.data).toHaveLength(10);
  });

  it("answers 404 with the seed's message when the app has no template at all", async () => {
    const verifier = await api().registerApp();
    const response = await api().call(verifier, "GET", "");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, message: [`No template has created for appId ${verifier.appId}`], error: "Not Found" });
  });

  it.each([
    ["limit=0", "limit must be >= 1"],
    ["limit=101", "limit must be <= 100"],
    ["page=0", "page must be >= 1"],
    ["page=two", "page must be integer"],
    ["limit=1.5", "limit must be integer"],
  ])("refuses the list parameters %s with a 400 naming them", async (params, message) => {
    const verifier = await api().registerApp();
    await api().createTemplate(verifier);
    const response = await api().call(verifier, "GET", `?${params}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message: [message], error: "Bad Request" });
  });

  it("updates only the fields sent, bumps __v and updatedAt, and keeps the rest", async () => {
    const verifier = await api().registerApp();
    const created = await api().createTemplate(verifier);
    api().clock.advance(60);
    const response = await api().call(verifier, "PATCH", `/${created._id}`, { domain: "https://verifier.example.org" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...created,
      domain: "https://verifier.example.org",
      __v: 1,
      updatedAt: new Date(api().clock.nowMs()).toISOString(),
    });
    const renamed = await api().call(verifier, "PATCH", `/${created._id}`, { name: "employment_check", query: [{ type: "DIDAuthentication" }] });
    expect(renamed.json()).toMatchObject({ name: "employment_check", domain: "https://verifier.example.org", query: [{ type: "DIDAuthentication" }], __v: 2 });
    expect((await api().call(verifier, "GET", `/${created._id}`)).json()).toEqual(renamed.json());
  });

  it("deletes a template and answers with it; it is gone afterwards", async () => {
    const verifier = await api().registerApp();
    const created = await api().createTemplate(verifier);
    const response = await api().call(verifier, "DELETE", `/${created._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
    expect((await api().call(verifier, "GET", `/${created._id}`)).statusCode).toBe(404);
    expect((await api().call(verifier, "DELETE", `/${created._id}`)).statusCode).toBe(404);
  });

  it("keeps totalCount exact through creates, refused creates and deletes", async () => {
    const verifier = await api().registerApp();
    const kept = await api().createTemplate(verifier, { name: "kept" });
    const removed = await api().createTemplate(verifier, { name: "removed" });
    expect((await api().call(verifier, "POST", "", sampleTemplate({ name: "kept" }))).statusCode).toBe(400);
    await api().call(verifier, "DELETE", `/${removed._id}`);
    await api().call(verifier, "DELETE", `/${removed._id}`);
    expect((await api().call(verifier, "GET", "")).json()).toEqual({ totalCount: 1, data: [kept] });
    await api().call(verifier, "DELETE", `/${kept._id}`);
    expect((await api().call(verifier, "GET", "")).statusCode).toBe(404);
  });

  it("answers a read of an unknown or malformed id with 404 Resource not found", async () => {
    const verifier = await api().registerApp();
    await api().createTemplate(verifier);
    for (const id of [UNKNOWN_ID, "not-an-id", "63d7c558743fea9d22aab", "%27%3B%20drop%20table", "x".repeat(5000)]) {
      const response = await api().call(verifier, "GET", `/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        message: ["Resource not found", `${decodeURIComponent(id)} does not belongs to the App id : ${verifier.appId}`],
        error: "Not Found",
      });
    }
  });

  it("answers a delete of an unknown or malformed id with 404 naming the template id", async () => {
    const verifier = await api().registerApp();
    for (const id of [UNKNOWN_ID, "63d7c558743fea9d22aab"]) {
      const response = await api().call(verifier, "DELETE", `/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, message: [`No resource found for templateId ${id}`], error: "Not Found" });
    }
  });

  it("answers an update of an unknown or malformed id with the seed's update message", async () => {
    const verifier = await api().registerApp();
    for (const id of [UNKNOWN_ID, "63d7c558743fea9d22aab"]) {
      const response = await api().call(verifier, "PATCH", `/${id}`, { domain: "example.org" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        message: ["Error occured at the time of updating", `No resource found for templateId ${id}`],
        error: "Not Found",
      });
    }
  });

  it("refuses an update whose result would be invalid, and leaves the template unchanged", async () => {
    const verifier = await api().registerApp();
    const created = await api().createTemplate(verifier);
    const cases: [object, string][] = [
      [{ name: "Not Snake" }, "name must be snake_case"],
      [{ domain: "https://example.org/path" }, "must be an http(s) origin"],
      [{ query: [{ type: "QueryByExample" }] }, "query.0.credentialQuery must hold at least one credential query for QueryByExample"],
      [{ query: [] }, "query must NOT have fewer than 1 items"],
      [{}, "body must hold at least 1 field"],
      [{ owner: "someone" }, "owner is not a known field"],
    ];
    for (const [patch, reason] of cases) {
      const response = await api().call(verifier, "PATCH", `/${created._id}`, patch);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message[0]).toBe("Error occured at the time of updating");
      expect(body.message.slice(1).join(" ")).toContain(reason);
    }
    expect((await api().call(verifier, "GET", `/${created._id}`)).json()).toEqual(created);
  });

  it("keeps a credentialSubject's extra claims, and accepts DIDs of any method", async () => {
    const verifier = await api().registerApp();
    const template = sampleTemplate();
    const example = template.query[0]!.credentialQuery[0]!.example;
    const sent = {
      ...template,
      query: [
        {
          ...template.query[0],
          credentialQuery: [
            {
              ...template.query[0]!.credentialQuery[0],
              example: {
                ...example,
                credentialSubject: { id: "did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK", degree: { type: "BachelorDegree" } },
              },
            },
          ],
        },
        { type: "DIDAuthentication", acceptedMethods: [{ method: "hid" }, { method: "key" }] },
      ],
    };
    const response = await api().call(verifier, "POST", "", sent);
    expect(response.statusCode).toBe(201);
    expect(response.json().query).toEqual(sent.query);
    expect(HOLDER_DID).toMatch(/^did:hid:/);
  });
});
