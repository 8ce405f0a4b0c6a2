import { beforeEach, describe, expect, it } from "@jest/globals";
import { authenticate, signatureField, type AuthenticatedApp } from "../../../../../services/event-api/src/auth/authenticate";
import { MemorySignatureLedger } from "../../../../../services/event-api/src/auth/signature-ledger";
import { EventApiError } from "../../../../../services/event-api/src/errors/codes";
import { AppSigner, PERSONAL_SIGN_VECTOR } from "../../../../harness/app-signer";

const VECTOR_KEY = PERSONAL_SIGN_VECTOR.privateKey;
const VECTOR_MESSAGE = PERSONAL_SIGN_VECTOR.message;
const ORIGIN = "http://localhost:3000";

describe("authenticate", () => {
  let now: number;
  let ledger: MemorySignatureLedger;
  const apps = new Map<string, AuthenticatedApp>([
    [VECTOR_MESSAGE.appId, { id: VECTOR_MESSAGE.appId, baseUrl: `${ORIGIN}/`, walletAddress: "0x19e7e376e7c213b7e7e7e46cc70a5dd086daff2a" }],
  ]);
  const deps = () => ({ findApp: async (id: string) => apps.get(id), signatureLedger: ledger, nowSeconds: () => now });

  beforeEach(() => {
    now = VECTOR_MESSAGE.iat + 60;
    ledger = new MemorySignatureLedger(() => now);
  });

  function request(body: { message: object; appsign: string; messageHash: string }, origin: string | undefined = ORIGIN) {
    return {
      messageText: JSON.stringify(body.message),
      message: body.message as { appId: string; iat: number; exp: number },
      appsign: body.appsign,
      messageHash: body.messageHash,
      origin,
    };
  }

  async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
    try {
      await promise;
      return undefined;
    } catch (err) {
      if (!(err instanceof EventApiError)) throw err;
      return err.code;
    }
  }

  const vector = () => AppSigner.fromHex(VECTOR_KEY).sign(VECTOR_MESSAGE);

  it("accepts the reference vector inside its window", async () => {
    await expect(authenticate(request(vector()), deps())).resolves.toMatchObject({ id: VECTOR_MESSAGE.appId });
  });

  it("refuses a tampered message with 4000", async () => {
    const body = vector();
    const tampered = { ...body, message: { ...body.message, externalUserId: "456fhrghtuht375" } };
    expect(await codeOf(authenticate(request(tampered), deps()))).toBe(4000);
  });

  it("refuses a messageHash that is not the message's hash with 4000", async () => {
    const body = { ...vector(), messageHash: `0x${"ab".repeat(32)}` };
    expect(await codeOf(authenticate(request(body), deps()))).toBe(4000);
  });

  it("refuses a signature by another key with 4000", async () => {
    expect(await codeOf(authenticate(request(new AppSigner().sign(VECTOR_MESSAGE)), deps()))).toBe(4000);
  });

  it("refuses a malformed appsign with 4000", async () => {
    expect(await codeOf(authenticate(request({ ...vector(), appsign: "0x1234" }), deps()))).toBe(4000);
  });

  it("refuses an unknown appId with 4001", async () => {
    const body = AppSigner.fromHex(VECTOR_KEY).sign({ ...VECTOR_MESSAGE, appId: "0".repeat(24) });
    expect(await codeOf(authenticate(request(body), deps()))).toBe(4001);
  });

  it("accepts messageHash in upper-case hex", async () => {
    const body = vector();
    await expect(authenticate(request({ ...body, messageHash: `0x${body.messageHash.slice(2).toUpperCase()}` }), deps())).resolves.toBeDefined();
  });

  it.each([["https://localhost:3000"], ["http://localhost:3001"], ["http://example.com:3000"], ["null"], [undefined]])(
    "refuses Origin %s with 4011",
    async (origin) => {
      expect(await codeOf(authenticate({ ...request(vector()), origin }, deps()))).toBe(4011);
    },
  );

  it("accepts the registered base URL's origin however its host is cased", async () => {
    await expect(authenticate(request(vector(), "http://LocalHost:3000"), deps())).resolves.toBeDefined();
  });

  it("refuses an expired signature with 4005", async () => {
    now = VECTOR_MESSAGE.exp;
    expect(await codeOf(authenticate(request(vector()), deps()))).toBe(4005);
  });

  it("refuses a replay with 4005", async () => {
    await authenticate(request(vector()), deps());
    expect(await codeOf(authenticate(request(vector()), deps()))).toBe(4005);
  });

  it("tolerates an iat up to a minute ahead of the server's clock, not more", async () => {
    const signer = AppSigner.fromHex(VECTOR_KEY);
    const signedAhead = (seconds: number) => signer.sign({ ...VECTOR_MESSAGE, iat: now + seconds, exp: now + seconds + 3600 });
    await expect(authenticate(request(signedAhead(60)), deps())).resolves.toBeDefined();
    expect(await codeOf(authenticate(request(signedAhead(61)), deps()))).toBe(4005);
  });

  it("refuses a replay whose signature was malleated (high s) with 4005", async () => {
    const body = vector();
    await authenticate(request(body), deps());
    const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
    const s = BigInt(`0x${body.appsign.slice(66, 130)}`);
    const v = body.appsign.endsWith("1b") ? "1c" : "1b";
    const malleated = `${body.appsign.slice(0, 66)}${(n - s).toString(16).padStart(64, "0")}${v}`;
    expect(await codeOf(authenticate(request({ ...body, appsign: malleated }), deps()))).toBe(4005);
  });

  // Each request breaks two rules; the code tells which check runs first.
  it.each<[string, number, { appId?: string; exp?: number; tampered?: boolean }, string]>([
    ["an unknown app before a wrong Origin", 4001, { appId: "0".repeat(24) }, "http://elsewhere:1"],
    ["a wrong Origin before an expired window", 4011, { exp: VECTOR_MESSAGE.iat + 30 }, "http://elsewhere:1"],
    ["an invalid window before a tampered message", 4005, { exp: VECTOR_MESSAGE.iat + 30, tampered: true }, ORIGIN],
  ])("reports %s", async (_, code, change, origin) => {
    const { tampered, ...fields } = { tampered: false, ...change };
    const body = AppSigner.fromHex(VECTOR_KEY).sign({ ...VECTOR_MESSAGE, ...fields });
    const sent = tampered ? { ...body, message: { ...body.message, externalUserId: "someone else" } } : body;
    expect(await codeOf(authenticate(request(sent, origin), deps()))).toBe(code);
  });

  it("does not use up a signature on a request refused for another reason", async () => {
    expect(await codeOf(authenticate(request(vector(), "http://elsewhere:1"), deps()))).toBe(4011);
    await expect(authenticate(request(vector()), deps())).resolves.toBeDefined();
  });

  it("reads the original service's fyresign when appsign is absent", () => {
    expect(signatureField({ fyresign: "0xab" })).toBe("0xab");
    expect(signatureField({ appsign: "0xcd", fyresign: "0xab" })).toBe("0xcd");
    expect(signatureField({})).toBeUndefined();
  });
});
