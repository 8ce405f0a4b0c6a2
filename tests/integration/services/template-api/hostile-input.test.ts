import { expect, it } from "@jest/globals";
import { newApiSecret } from "../../../../services/template-api/src/auth/api-secret";
import { SECRET_CHECK_LIMITS } from "../../../../services/shared/secret-checks";
import { describeTemplateApi, sampleTemplate } from "../../../harness/template-api";

describeTemplateApi("template API: hostile input", (api) => {
  it("a flood of wrong API secrets is refused 429 past the secret check's line, and authenticated reads never wait for it", async () => {
    const verifier = await api().registerApp();
    const template = await api().createTemplate(verifier);
    const finished: string[] = [];
    const flood = Array.from({ length: 60 }, (_, i) =>
      api()
        .oauth(newApiSecret().key)
        .then((response) => {
          finished.push(`secret ${i}`);
          return response;
        }),
    );
    const read = api()
      .call(verifier, "GET", `/${template._id}`)
      .then((response) => {
        finished.push("read");
        return response;
      });
    expect((await read).statusCode).toBe(200);
    const answers = await Promise.all(flood);
    // The read was sent after every wrong secret, and came back before the last of those the line took.
    expect(finished.indexOf("read")).toBeLessThan(finished.length - 1);
    const refused = answers.filter((r) => r.statusCode === 429);
    const checked = answers.filter((r) => r.statusCode === 401);
    expect(checked.length).toBeGreaterThanOrEqual(SECRET_CHECK_LIMITS.maxActive + SECRET_CHECK_LIMITS.maxWaiting);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.headers["retry-after"]).toBe("1");
    expect(refused[0]!.json()).toEqual({ statusCode: 429, message: ["Too many API secret checks at once; retry shortly"], error: "Too Many Requests" });
    // The line drains: the app's own secret works again at once.
    expect((await api().oauth(verifier.apiSecretKey)).statusCode).toBe(200);
  });

  it("a claim nested 5,000 deep is refused 400 before it is parsed, and the service keeps answering", async () => {
    const verifier = await api().registerApp();
    const claim = `${'{"claim":'.repeat(5_000)}"deep"${"}".repeat(5_000)}`;
    const body = JSON.stringify(sampleTemplate()).replace('"name":"Alice"', `"name":"Alice","nested":${claim}`);
    const response = await api().app.inject({
      method: "POST",
      url: "/api/v1/presentation/template",
      headers: { authorization: `Bearer ${verifier.accessToken}`, origin: verifier.origin, "content-type": "application/json" },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, message: ["the JSON body nests deeper than 32 levels"], error: "Bad Request" });
    expect((await api().call(verifier, "GET", "")).statusCode).toBe(404);
  });

  it("keeps the query's keys in the order they were sent, nested ones and claims included", async () => {
    const verifier = await api().registerApp();
    const query = [
      {
        credentialQuery: [
          {
            example: {
              type: "AlumniCredential",
              trustedIssuer: [{ issuer: (sampleTemplate().query[0] as any).credentialQuery[0].example.trustedIssuer[0].issuer, required: true }],
              credentialSubject: { zeta: "z", alpha: { omega: 1, beta: 2 }, name: "Alice" },
              "@context": ["https://www.w3.org/2018/credentials/v1"],
            },
            reason: "why",
            required: false,
          },
        ],
        type: "QueryByExample",
      },
    ];
    const created = await api().call(verifier, "POST", "", { query, name: "ordered", domain: "verifier.example.com" });
    expect(created.statusCode).toBe(201);
    const read = await api().call(verifier, "GET", `/${created.json()._id}`);
    const sent = JSON.stringify(query);
    for (const response of [created, read]) expect(JSON.stringify(response.json().query)).toBe(sent);
  });

  it("a template with three problems gets three messages, one per problem", async () => {
    const verifier = await api().registerApp();
    const template = sampleTemplate({ domain: 5, extra: true });
    (template.query[0] as any).type = "Nonsense";
    const response = await api().call(verifier, "POST", "", template);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toHaveLength(3);
    expect(response.json().message).toEqual(
      expect.arrayContaining([expect.stringMatching(/^domain /), expect.stringMatching(/^extra /), expect.stringMatching(/^query\.0\.type /)]),
    );
  });
});
