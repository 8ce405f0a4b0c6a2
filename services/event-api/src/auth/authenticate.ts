import { eventApiError } from "../errors/codes";
import { originMatches, originOf } from "./origin";
import { personalMessageHash, recoverPersonalSigner } from "./personal-sign";
import type { SignatureLedger } from "./signature-ledger";
import { checkValidityWindow } from "./validity-window";

export interface AuthenticatedApp {
  id: string;
  baseUrl: string;
  walletAddress: string;
}

export interface SignedAppRequest {
  /** The exact text that was signed: JSON.stringify of the body's message as parsed, before any schema coercion. */
  messageText: string;
  message: { appId: string; iat: number; exp: number };
  appsign: string;
  messageHash: string;
  origin: string | undefined;
}

export interface AuthenticationDeps {
  findApp(appId: string): Promise<AuthenticatedApp | undefined>;
  signatureLedger: SignatureLedger;
  nowSeconds(): number;
}

/** The signature field: `appsign`, or `fyresign` as the original service's clients call it. */
export function signatureField(body: { appsign?: unknown; fyresign?: unknown }): string | undefined {
  const value = body.appsign ?? body.fyresign;
  return typeof value === "string" ? value : undefined;
}

/**
 * The app that signed the request, or an EventApiError. The checks run cheapest first, and the replay guard
 * last, so a request refused for any other reason does not use up its signature: app (4001), Origin (4011),
 * iat/exp (4002, 4005), messageHash against the message (4000), signer against the app's address (4000), replay
 * (4005).
 */
export async function authenticate(request: SignedAppRequest, deps: AuthenticationDeps): Promise<AuthenticatedApp> {
  const app = await deps.findApp(request.message.appId);
  if (!app) throw eventApiError(4001);
  if (!originMatches(request.origin, app.baseUrl)) {
    const expected = originOf(app.baseUrl) ?? app.baseUrl;
    throw eventApiError(4011, `The Origin header must be the app's registered base URL (${expected})`);
  }
  checkValidityWindow(request.message, deps.nowSeconds());
  const hash = personalMessageHash(request.messageText);
  if (request.messageHash.toLowerCase() !== hash) {
    throw eventApiError(4000, "messageHash is not the EIP-191 hash of JSON.stringify(message): the message was changed or hashed differently");
  }
  const signer = recoverPersonalSigner(hash, request.appsign);
  if (signer === undefined) throw eventApiError(4000, "appsign is not a valid 65-byte r‖s‖v signature in 0x-hex");
  if (signer !== app.walletAddress.toLowerCase()) {
    throw eventApiError(4000, "appsign was not made by the app's key: you may have used the wrong private key or appId");
  }
  if (!(await deps.signatureLedger.claim(hash, request.message.exp))) {
    throw eventApiError(4005, "This signature was already used; sign a new message (a fresh iat) for every request");
  }
  return app;
}
