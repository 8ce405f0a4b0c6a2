import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach } from "@jest/globals";
import { buildTemplateApi } from "../../services/template-api/src/app";
import { TEMPLATE_API_MIGRATION_TABLE, templateApiMigrations } from "../../services/template-api/src/db/migrations";
import type { TemplateApiDb } from "../../services/template-api/src/repositories/database";
import type { VerificationLedger } from "../../services/template-api/src/verification/ledger";
import { describeEachDatabase } from "./databases";
import { TestClock } from "./test-clock";

export const ADMIN_TOKEN = "test-template-admin-token-0123456789";
export const TOKEN_SECRET = new TextEncoder().encode("test-template-token-secret-0123456789abcdef");
export const APP_ORIGIN = "https://verifier.example.com";

/** Valid ledger ids (did:hid and sch:hid on the testnet namespace). */
export const HOLDER_DID = "did:hid:testnet:z3V4DWuGxsFDWk8oLphrkeU5Y297DTPKn8wTVuB2E9DLD";
export const ISSUER_DID = "did:hid:testnet:z8dfmgRW91ySwfNMkKwU73meYApzjJ3h39dRe6GRdp3Gz";
export const SCHEMA_ID = "sch:hid:testnet:z7xvjEPMpby7tBCyvdAZ5jMMqbps8iL8Fw3PbTWR17qg6:1.0";

/** The seed's template (2.9): a QueryByExample for an AlumniCredential from a trusted issuer. */
export function sampleTemplate(overrides: Record<string, unknown> = {}) {
  return {
    domain: "fyre.hypersign.id",
    name: "alumni_credential_request",
    query: [
      {
        type: "QueryByExample",
        credentialQuery: [
          {
            required: true,
            reason: "We need you to prove your eligibility.",
            example: {
              "@context": ["https://www.w3.org/2018/credentials/v1"],
              type: "AlumniCredential",
              credentialSubject: { name: "Alice", id: HOLDER_DID },
              credentialSchema: { id: SCHEMA_ID, type: "JsonSchemaValidator2018" },
              trustedIssuer: [{ required: true, issuer: ISSUER_DID }],
            },
          },
        ],
      },
    ],
    ...overrides,
  };
}

/**
 * A template for presentation verification: an AlumniCredential with a name, of `schema`, from the trusted `issuer`
 * (about `holder`, when given), and the holder's DID authentication with a did:hid DID.
 */
export function alumniCheckTemplate(options: { domain: string; schema: { id: string; type: string }; issuer: string; holder?: string }) {
  return {
    domain: options.domain,
    name: "alumni_check",
    query: [
      {
        type: "QueryByExample",
        credentialQuery: [
          {
            required: true,
            reason: "Prove you graduated",
            example: {
              "@context": ["https://www.w3.org/2018/credentials/v1"],
              type: "AlumniCredential",
              credentialSubject: { ...(options.holder === undefined ? {} : { id: options.holder }), name: "" },
              credentialSchema: options.schema,
              trustedIssuer: [{ required: true, issuer: options.issuer }],
            },
          },
        ],
      },
      { type: "DIDAuthentication", acceptedMethods: [{ method: "hid" }] },
    ],
  };
}

export interface RegisteredApp {
  appId: string;
  apiSecretKey: string;
  accessToken: string;
  origin: string;
}

export interface TestTemplateApi {
  app: FastifyInstance;
  db: TemplateApiDb;
  clock: TestClock;
  /** A request to the admin API with the admin token. */
  admin(method: InjectOptions["method"], url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** Registers an app allowing `allowedOrigins` (default APP_ORIGIN) and gets it an access token. */
  registerApp(allowedOrigins?: string[]): Promise<RegisteredApp>;
  /** POST /api/v1/app/oauth with the key. */
  oauth(apiSecretKey: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** A request to /api/v1/presentation/template… as `app`: its access token, and its origin unless headers override. */
  call(app: RegisteredApp, method: InjectOptions["method"], path: string, payload?: object, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Creates a template (sampleTemplate with overrides) and returns its body. */
  createTemplate(app: RegisteredApp, overrides?: Record<string, unknown>): Promise<Record<string, unknown> & { _id: string }>;
}

export async function buildTestTemplateApi(
  db: TemplateApiDb,
  { cacheReads = false, ledger }: { cacheReads?: boolean; ledger?: VerificationLedger } = {},
): Promise<TestTemplateApi> {
  const clock = new TestClock();
  const app = await buildTemplateApi({
    db,
    cacheReads,
    adminToken: ADMIN_TOKEN,
    tokenSecret: TOKEN_SECRET,
    clock,
    ...(ledger === undefined ? {} : { ledger }),
  });
  const api: TestTemplateApi = {
    app,
    db,
    clock,
    admin: (method, url, payload) =>
      app.inject({ method, url: `/admin/api/v1${url}`, headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, ...(payload && { payload }) }),
    oauth: (apiSecretKey, headers = {}) => app.inject({ method: "POST", url: "/api/v1/app/oauth", headers: { "x-api-secret-key": apiSecretKey, ...headers } }),
    async registerApp(allowedOrigins = [APP_ORIGIN]) {
      const registered = await api.admin("POST", "/apps", { name: "Verifier app", allowedOrigins });
      if (registered.statusCode !== 201) throw new Error(`registering an app: ${registered.body}`);
      const { appId, apiSecretKey } = registered.json();
      const token = await api.oauth(apiSecretKey);
      if (token.statusCode !== 200) throw new Error(`getting an access token: ${token.body}`);
      const origin = allowedOrigins.find((o) => o !== "*") ?? APP_ORIGIN;
      return { appId, apiSecretKey, accessToken: token.json().access_token, origin };
    },
    call: (registered, method, path, payload, headers = {}) =>
      app.inject({
        method,
        url: `/api/v1/presentation/template${path}`,
        headers: { authorization: `Bearer ${registered.accessToken}`, origin: registered.origin, ...headers },
        ...(payload && { payload }),
      }),
    async createTemplate(registered, overrides = {}) {
      const response = await api.call(registered, "POST", "", sampleTemplate(overrides));
      if (response.statusCode !== 201) throw new Error(`creating a template: ${response.body}`);
      return response.json();
    },
  };
  return api;
}

/**
 * `describe` blocks that run `body` against every test database (in-memory PGlite and a real PostgreSQL server),
 * each test with a fresh template API over a migrated database that the block's tests share (each registers its own apps).
 */
export function describeTemplateApi(name: string, body: (api: () => TestTemplateApi) => void): void {
  describeEachDatabase(name, templateApiMigrations, TEMPLATE_API_MIGRATION_TABLE, (database) => {
    let current: TestTemplateApi | undefined;
    beforeEach(async () => {
      current = await buildTestTemplateApi(database() as TemplateApiDb);
    });
    afterEach(async () => {
      await current?.app.close();
    });
    body(() => current!);
  });
}
