import { eventApiError } from "../errors/codes";

/** How far in the future iat may be, for clients whose clocks run a little fast. */
export const CLOCK_SKEW_SECONDS = 60;
/** The longest validity a signature may claim (every example of the original uses exactly this). */
export const MAX_WINDOW_SECONDS = 24 * 60 * 60;

export interface ValidityOptions {
  clockSkewSeconds?: number;
  maxWindowSeconds?: number;
}

/** Checks a message's iat/exp (Unix seconds) against the server's clock; throws 4002 or 4005 saying what is wrong. */
export function checkValidityWindow(
  { iat, exp }: { iat: unknown; exp: unknown },
  nowSeconds: number,
  { clockSkewSeconds = CLOCK_SKEW_SECONDS, maxWindowSeconds = MAX_WINDOW_SECONDS }: ValidityOptions = {},
): void {
  for (const [name, value] of [
    ["iat", iat],
    ["exp", exp],
  ] as const) {
    if (!Number.isSafeInteger(value) || (value as number) < 0) {
      throw eventApiError(4002, `message.${name} must be a whole number of seconds since 1970 (Unix time)`);
    }
  }
  const [issued, expires] = [iat as number, exp as number];
  if (expires <= issued) throw eventApiError(4005, "The signature's exp must be after its iat");
  if (expires - issued > maxWindowSeconds) {
    throw eventApiError(4005, `The signature's validity (exp - iat) is longer than ${maxWindowSeconds} seconds`);
  }
  if (issued > nowSeconds + clockSkewSeconds) throw eventApiError(4005, "The signature's iat is in the future; check the signer's clock");
  if (expires <= nowSeconds) throw eventApiError(4005, "The signature has expired (exp has passed); sign the message again");
}
