import { expect, it } from "@jest/globals";
import { SignJWT, decodeJwt } from "jose";
import { describeTemplateApi, TOKEN_SECRET } from "../../../harness/template-api";

const FOUR_HOURS = 4 * 3600;

describeTemplateApi("template API: access tokens", (api) => {
  it("exchanges the API secret for a 4-hour HS256 bearer token naming the app", async () => {
    const verifier = await api().registerApp();
    const response = await api().oauth(verifier.apiSecretKey);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ access_token: expect.any(String), expiresIn: FOUR_HOURS, tokenType: "Bearer" });
    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({ appId: verifier.appId, grantType: "client_credentials", iat: api().clock.nowMs() / 1000 });
    expect(claims.exp! - claims.iat!).toBe(FOUR_HOURS);
  });

  it("refuses a missing, malformed or wrong API secret with 401", async () => {
    const verifier = await api().registerApp();
    const missing = await api().app.inject({ method: "POST", url: "/api/v1/app/oauth" });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ statusCode: 401, message: ["x-api-secret-key header is missing"], error: "Unauthorized" });
    const [prefix] = verifier.apiSecretKey.split(".");
    for (const key of ["nonsense", `${prefix}.${"A".repeat(43)}`, `0000000000000000.${verifier.apiSecretKey.split(".")[1]}`]) {
      const response = await api().oauth(key);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, message: ["access_denied"], error: "Unauthorized" });
    }
  });

  it("refuses the token exchange from a browser page the app does not allow", async () => {
    const verifier = await api().registerApp();
    expect((await api().oauth(verifier.apiSecretKey, { origin: verifier.origin })).statusCode).toBe(200);
    const elsewhere = await api().oauth(verifier.apiSecretKey, { origin: "https://evil.example" });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message[0]).toBe("Origin mismatch");
  });

  it("refuses requests without a bearer token", async () => {
    const verifier = await api().registerApp();
    for (const authorization of [undefined, "", "Bearer", `Basic ${verifier.accessToken}`, verifier.accessToken]) {
      const response = await api().call(verifier, "GET", "", undefined, authorization === undefined ? {} : { authorization });
      if (authorization === undefined) {
        const bare = await api().app.inject({ method: "GET", url: "/api/v1/presentation/template", headers: { origin: verifier.origin } });
        expect(bare.json()).toEqual({ statusCode: 401, message: ["Unauthorized", "Please pass access token"], error: "Unauthorized" });
        continue;
      }
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toEqual(["Unauthorized", "Please pass access token"]);
    }
  });

  it("refuses an expired token, and accepts it until the last second", async () => {
    const verifier = await api().registerApp();
    await api().createTemplate(verifier);
    api().clock.advance(FOUR_HOURS - 1);
    expect((await api().call(verifier, "GET", "")).statusCode).toBe(200);
    api().clock.advance(1);
    const expired = await api().call(verifier, "GET", "");
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toEqual(["Unauthorized", "the access token has expired"]);
  });

  it("refuses forged tokens: another key, alg none, a changed appId, another issuer", async () => {
    const victim = await api().registerApp();
    await api().createTemplate(victim);
    const attacker = await api().registerApp();
    const now = api().clock.nowMs() / 1000;
    const claims = { appId: victim.appId, grantType: "client_credentials", sv: 1 };
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("idledger-template-api")
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode("x".repeat(40)));
    const header = (h: object) => Buffer.from(JSON.stringify(h)).toString("base64url");
    const [, payload, signature] = attacker.accessToken.split(".");
    const swappedPayload = Buffer.from(JSON.stringify({ ...decodeJwt(attacker.accessToken), appId: victim.appId })).toString("base64url");
    const wrongIssuer = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("someone-else")
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(TOKEN_SECRET);
    const forged = [
      otherKey,
      `${header({ alg: "none", typ: "JWT" })}.${payload}.`,
      `${attacker.accessToken.split(".")[0]}.${swappedPayload}.${signature}`,
      wrongIssuer,
      "not.a.jwt",
    ];
    for (const token of forged) {
      const response = await api().call({ ...victim, accessToken: token }, "GET", "");
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toEqual(["Unauthorized", "the access token is invalid"]);
    }
  });

  it("rotating the secret stops the old secret and every token issued with it; the new secret works", async () => {
    const verifier = await api().registerApp();
    await api().createTemplate(verifier);
    const rotated = await api().admin("POST", `/apps/${verifier.appId}/secret`);
    expect(rotated.statusCode).toBe(200);
    const { apiSecretKey, secretVersion } = rotated.json();
    expect(secretVersion).toBe(2);
    expect(apiSecretKey).not.toBe(verifier.apiSecretKey);

    const oldToken = await api().call(verifier, "GET", "");
    expect(oldToken.statusCode).toBe(401);
    expect(oldToken.json().message[1]).toContain("rotated");
    expect((await api().oauth(verifier.apiSecretKey)).statusCode).toBe(401);

    const fresh = await api().oauth(apiSecretKey);
    expect(fresh.statusCode).toBe(200);
    const list = await api().call({ ...verifier, accessToken: fresh.json().access_token }, "GET", "");
    expect(list.json().totalCount).toBe(1);
  });

  it("refuses the tokens of a deleted app", async () => {
    const verifier = await api().registerApp();
    expect((await api().admin("DELETE", `/apps/${verifier.appId}`)).statusCode).toBe(200);
    const response = await api().call(verifier, "GET", "");
    expect(response.statusCode).toBe(401);
    expect(response.json().message[1]).toBe("the app of this access token no longer exists");
  });
});

describeTemplateApi("template API: origins", (api) => {
  it("accepts the app's origins, normalised, and refuses others with 403 Origin mismatch", async () => {
    const verifier = await api().registerApp(["https://verifier.example.com", "http://localhost:3000"]);
    await api().createTemplate(verifier);
    for (const origin of ["https://verifier.example.com", "http://localhost:3000", "HTTPS://Verifier.Example.com:443"]) {
      expect((await api().call(verifier, "GET", "", undefined, { origin })).statusCode).toBe(200);
    }
    for (const origin of ["https://evil.example", "http://verifier.example.com", "https://verifier.example.com:8443", "null", "http://localhost:3001"]) {
      const response = await api().call(verifier, "GET", "", undefined, { origin });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ statusCode: 403, message: ["Origin mismatch", `the app does not allow the origin ${origin}`], error: "Forbidden" });
    }
  });

  it("refuses a request without Origin", async () => {
    const verifier = await api().registerApp();
    const response = await api().app.inject({
      method: "GET",
      url: "/api/v1/presentation/template",
      headers: { authorization: `Bearer ${verifier.accessToken}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message[0]).toBe("Origin mismatch");
  });

  it("lets an app with * be called from any origin", async () => {
    const verifier = await api().registerApp(["*"]);
    await api().createTemplate(verifier);
    for (const origin of ["https://anywhere.example", "http://localhost:1234", "null"]) {
      expect((await api().call(verifier, "GET", "", undefined, { origin })).statusCode).toBe(200);
    }
  });

  it("applies a change of allowed origins at once", async () => {
    const verifier = await api().registerApp();
    await api().createTemplate(verifier);
    await api().admin("PATCH", `/apps/${verifier.appId}`, { allowedOrigins: ["https://new.example.com"] });
    expect((await api().call(verifier, "GET", "")).statusCode).toBe(403);
    expect((await api().call(verifier, "GET", "", undefined, { origin: "https://new.example.com" })).statusCode).toBe(200);
  });
});

describeTemplateApi("template API: apps cannot see or change each other's templates", (api) => {
  it("hides one app's templates from another on every endpoint, and leaves them intact", async () => {
    const owner = await api().registerApp();
    const other = await api().registerApp();
    const template = await api().createTemplate(owner);
    await api().createTemplate(other, { name: "others_request" });

    const list = await api().call(other, "GET", "");
    expect(list.json().data.map((t: { _id: string }) => t._id)).not.toContain(template._id);
    expect(list.json().totalCount).toBe(1);

    const read = await api().call(other, "GET", `/${template._id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toEqual(["Resource not found", `${template._id} does not belongs to the App id : ${other.appId}`]);
    const update = await api().call(other, "PATCH", `/${template._id}`, { domain: "hijacked.example" });
    expect(update.statusCode).toBe(404);
    expect(update.json().message).toEqual(["Error occured at the time of updating", `No resource found for templateId ${template._id}`]);
    const remove = await api().call(other, "DELETE", `/${template._id}`);
    expect(remove.statusCode).toBe(404);

    expect((await api().call(owner, "GET", `/${template._id}`)).json()).toEqual(template);
  });
});
