import type { LightMyRequestResponse } from "fastify";
import type { AppSigner } from "../../harness/app-signer";
import type { TestEventApi } from "../../harness/event-api";

let sent = 0;

/**
 * iat/exp for a message never signed before: the fuzz sends thousands of requests within one second of the test
 * clock, and the replay guard would refuse a second message with the same text. exp varies inside the 24-hour
 * window instead.
 */
export function freshValidity(api: TestEventApi): { iat: number; exp: number } {
  const iat = Math.floor(api.clock.nowMs() / 1000);
  return { iat, exp: iat + 1 + (sent++ % 86_000) };
}

/** A correctly signed app request whose message has not been sent before. */
export function signedFresh(api: TestEventApi, path: string, signer: AppSigner, message: object): Promise<LightMyRequestResponse> {
  return api.signed(path, signer, { ...freshValidity(api), ...message });
}
