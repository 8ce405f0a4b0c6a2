import { expect, it } from "@jest/globals";
import { describeTemplateApi, ISSUER_DID, sampleTemplate } from "../../../harness/template-api";

/** sampleTemplate with the first credential query's example changed. */
function withExample(change: Record<string, unknown>) {
  const template = sampleTemplate();
  const query = template.query[0]!;
  const credentialQuery = query.credentialQuery[0]!;
  return { ...template, query: [{ ...query, credentialQuery: [{ ...credentialQuery, example: { ...credentialQuery.example, ...change } }] }] };
}

function withCredentialQuery(change: Record<string, unknown>) {
  const template = sampleTemplate();
  const query = template.query[0]!;
  return { ...template, query: [{ ...query, credentialQuery: [{ ...query.credentialQuery[0]!, ...change }] }] };
}

describeTemplateApi("presentation templates: validation", (api) => {
  const refused: [string, object, string][] = [
    ["a name in spaces", sampleTemplate({ name: "alumni credential" }), "name must be snake_case"],
    ["a camelCase name", sampleTemplate({ name: "AlumniCredential" }), "name must be snake_case"],
    ["a name starting with a digit", sampleTemplate({ name: "1st_request" }), "name must be snake_case"],
    ["a name with a double underscore", sampleTemplate({ name: "alumni__credential" }), "name must be snake_case"],
    ["a name ending in an underscore", sampleTemplate({ name: "alumni_" }), "name must be snake_case"],
    ["an empty name", sampleTemplate({ name: "" }), "name must NOT have fewer than 1 characters"],
    ["a name of 65 characters", sampleTemplate({ name: `a${"b".repeat(64)}` }), "name must NOT have more than 64 characters"],
    ["a number as name", sampleTemplate({ name: 42 }), "name must be string"],
    ["no name", (({ name: _name, ...rest }) => rest)(sampleTemplate()), "name is required"],
    ["no domain", (({ domain: _domain, ...rest }) => rest)(sampleTemplate()), "domain is required"],
    ["no query", (({ query: _query, ...rest }) => rest)(sampleTemplate()), "query is required"],
    ["a domain with spaces", sampleTemplate({ domain: "fyre hypersign id" }), "domain must be a host name"],
    ["a domain label starting with a hyphen", sampleTemplate({ domain: "-fyre.example.org" }), "domain must be a host name"],
    ["a domain URL with a path", sampleTemplate({ domain: "https://fyre.example.org/verify" }), "must be an http(s) origin"],
    ["a domain URL with another scheme", sampleTemplate({ domain: "ftp://fyre.example.org" }), "must be an http(s) origin"],
    ["a domain URL with credentials", sampleTemplate({ domain: "https://user:pw@fyre.example.org" }), "must be an http(s) origin"],
    ["an empty query", sampleTemplate({ query: [] }), "query must NOT have fewer than 1 items"],
    [
      "a query of an unknown type",
      sampleTemplate({ query: [{ type: "QueryByFrame", credentialQuery: [] }] }),
      "query.0.type must be one of: QueryByExample, DIDAuthentication",
    ],
    ["a query without type", sampleTemplate({ query: [{ credentialQuery: [] }] }), "query.0.type is required"],
    ["a QueryByExample without credential query", sampleTemplate({ query: [{ type: "QueryByExample" }] }), "query.0.credentialQuery must hold at least one"],
    [
      "acceptedMethods on a QueryByExample",
      { ...sampleTemplate(), query: [{ ...sampleTemplate().query[0], acceptedMethods: [{ method: "hid" }] }] },
      "query.0.acceptedMethods belongs to DIDAuthentication",
    ],
    ["a credential query without required", withCredentialQuery({ required: undefined }), "query.0.credentialQuery.0.required is required"],
    ["required as a string", withCredentialQuery({ required: "true" }), "query.0.credentialQuery.0.required must be boolean"],
    ["reason as a number", withCredentialQuery({ reason: 5 }), "query.0.credentialQuery.0.reason must be string"],
    ["a credential query without example", withCredentialQuery({ example: undefined }), "query.0.credentialQuery.0.example is required"],
    ["an unknown field in a credential query", withCredentialQuery({ trustedIssuers: [] }), "query.0.credentialQuery.0.trustedIssuers is not a known field"],
    ["an example without @context", withExample({ "@context": undefined }), "query.0.credentialQuery.0.example.@context is required"],
    ["an empty @context", withExample({ "@context": [] }), "example.@context must NOT have fewer than 1 items"],
    ["a @context that is not a URI", withExample({ "@context": ["credentials v1"] }), "example.@context.0 must be an absolute URI"],
    ["an example type that is an array", withExample({ type: ["AlumniCredential"] }), "example.type must be string"],
    ["a subject id that is not a DID", withExample({ credentialSubject: { name: "Alice", id: "alice" } }), "example.credentialSubject.id must be a DID"],
    [
      "a did:hid subject with a short id",
      withExample({ credentialSubject: { id: "did:hid:testnet:abc" } }),
      "example.credentialSubject.id is not a valid did:hid DID",
    ],
    [
      "a did:hid subject with a bad namespace",
      withExample({ credentialSubject: { id: "did:hid:test_net:z3V4DWuGxsFDWk8oLphrkeU5Y297DTPKn8wTVuB2E9DLD" } }),
      "is not a valid did:hid DID",
    ],
    [
      "a schema without type",
      withExample({ credentialSchema: { id: "https://schemas.example.org/alumni.json" } }),
      "example.credentialSchema.type is required",
    ],
    [
      "a sch:hid schema id without version",
      withExample({ credentialSchema: { id: "sch:hid:testnet:z7xvjEPMpby7tBCyvdAZ5jMMqbps8iL8Fw3PbTWR17qg6", type: "JsonSchemaValidator2018" } }),
      "example.credentialSchema.id is not a valid ledger schema id",
    ],
    [
      "a schema id that is neither",
      withExample({ credentialSchema: { id: "alumni-schema", type: "JsonSchemaValidator2018" } }),
      "example.credentialSchema.id must be a ledger schema id",
    ],
    [
      "a trusted issuer that is not a DID",
      withExample({ trustedIssuer: [{ required: true, issuer: "Hypersign" }] }),
      "example.trustedIssuer.0.issuer must be a DID",
    ],
    ["a trusted issuer without required", withExample({ trustedIssuer: [{ issuer: ISSUER_DID }] }), "example.trustedIssuer.0.required is required"],
    ["an unknown top-level field", sampleTemplate({ appId: "someone-else" }), "appId is not a known field"],
    ["an array body", [sampleTemplate()], "body must be object"],
  ];

  it.each(refused)("refuses %s with a 400 that says why", async (_case, body, reason) => {
    const verifier = await api().registerApp();
    const response = await api().call(verifier, "POST", "", JSON.parse(JSON.stringify(body)));
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer).toEqual({ statusCode: 400, message: expect.any(Array), error: "Bad Request" });
    expect(answer.message.join("\n")).toContain(reason);
    expect((await api().call(verifier, "GET", "")).statusCode).toBe(404);
  });

  it("lists every semantic problem at once", async () => {
    const verifier = await api().registerApp();
    const body = {
      ...withExample({ credentialSubject: { id: "alice" }, trustedIssuer: [{ required: true, issuer: "bob" }] }),
      name: "Bad Name",
      domain: "a b",
    };
    const response = await api().call(verifier, "POST", "", body);
    expect(response.json().message).toEqual([
      expect.stringContaining("name must be snake_case"),
      expect.stringContaining("domain must be a host name"),
      expect.stringContaining("query.0.credentialQuery.0.example.credentialSubject.id must be a DID"),
      expect.stringContaining("query.0.credentialQuery.0.example.trustedIssuer.0.issuer must be a DID"),
    ]);
  });

  it.each([["fyre.hypersign.id"], ["localhost"], ["verifier"], ["https://fyre.hypersign.id"], ["http://localhost:3000"], ["https://verifier.example.org/"]])(
    "accepts the domain %s and stores it as given",
    async (domain) => {
      const verifier = await api().registerApp();
      const created = await api().createTemplate(verifier, { domain });
      expect(created.domain).toBe(domain);
    },
  );

  it("accepts DIDAuthentication without credential query, did:hid DIDs of the main network, and JSON-schema URLs", async () => {
    const verifier = await api().registerApp();
    const template = withExample({
      credentialSubject: { id: "did:hid:z3V4DWuGxsFDWk8oLphrkeU5Y297DTPKn8wTVuB2E9DLD" },
      credentialSchema: { id: "https://schemas.example.org/alumni.json", type: "JsonSchema" },
      trustedIssuer: [{ required: false, issuer: "did:web:issuer.example.org" }],
    });
    const created = await api().createTemplate(verifier, {
      query: [...template.query, { type: "DIDAuthentication", acceptedCryptosuites: [{ cryptosuite: "eddsa-rdfc-2022" }] }],
    });
    expect(created.query).toHaveLength(2);
  });

  it("refuses a body that is not JSON, or not sent as JSON, without creating anything", async () => {
    const verifier = await api().registerApp();
    const notJson = await api().app.inject({
      method: "POST",
      url: "/api/v1/presentation/template",
      headers: { authorization: `Bearer ${verifier.accessToken}`, origin: verifier.origin, "content-type": "application/json" },
      payload: '{"name": "broken",',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
    const send = (contentType: string) =>
      api().app.inject({
        method: "POST",
        url: "/api/v1/presentation/template",
        headers: { authorization: `Bearer ${verifier.accessToken}`, origin: verifier.origin, "content-type": contentType },
        payload: JSON.stringify(sampleTemplate()),
      });
    const text = await send("text/plain");
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toEqual(["body must be object"]);
    const xml = await send("application/xml");
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ statusCode: 415, error: "Unsupported Media Type" });
    expect((await api().call(verifier, "GET", "")).statusCode).toBe(404);
  });
});

describeTemplateApi("presentation templates: unique names", (api) => {
  it("refuses a second template of the same name for an app with the original's message", async () => {
    const verifier = await api().registerApp();
    await api().createTemplate(verifier);
    const again = await api().call(verifier, "POST", "", sampleTemplate({ domain: "other.example.org" }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      statusCode: 400,
      message: ["Template name must be unique", "alumni_credential_request already exists"],
      error: "Bad Request",
    });
  });

  it("lets two apps use the same name", async () => {
    const [first, second] = [await api().registerApp(), await api().registerApp()];
    await api().createTemplate(first);
    expect((await api().call(second, "POST", "", sampleTemplate())).statusCode).toBe(201);
  });

  it("refuses renaming a template to a name the app already uses, with the update message first", async () => {
    const verifier = await api().registerApp();
    await api().createTemplate(verifier, { name: "taken_name" });
    const other = await api().createTemplate(verifier, { name: "other_name" });
    const response = await api().call(verifier, "PATCH", `/${other._id}`, { name: "taken_name" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(["Error occured at the time of updating", "Template name must be unique", "taken_name already exists"]);
    expect((await api().call(verifier, "PATCH", `/${other._id}`, { name: "other_name" })).statusCode).toBe(200);
  });

  it("lets exactly one of eight concurrent creates of one name succeed", async () => {
    const verifier = await api().registerApp();
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api().call(verifier, "POST", "", sampleTemplate({ name: "race_request", domain: `d${i}.example.org` }))),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    for (const refusedResponse of responses.filter((r) => r.statusCode === 400)) {
      expect(refusedResponse.json().message).toEqual(["Template name must be unique", "race_request already exists"]);
    }
    expect((await api().call(verifier, "GET", "")).json().totalCount).toBe(1);
  });
});
