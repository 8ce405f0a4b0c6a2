import type { AddressCodec } from "../types/address";
import { AppError } from "../types/errors";
import { ErrInternal } from "../types/sdk-errors";

/*
 * What the authority messages (MsgUpdateParams and the like) share besides the authority check itself
 * (module-kit/authority.ts): the SDK v0.47 answers their bad input with unregistered errors — a `Params.Validate`'s
 * `fmt.Errorf`, a bech32 error wrapped by `errors.Wrap` — which reach clients as codespace `undefined`, code 1, with
 * the text itself as the log. These helpers answer the same.
 */

/** `err` as the SDK reports an unregistered error: code 1, its text kept (an AppError's own description dropped). */
export function unregisteredError(err: unknown, context?: string): AppError {
  let text = err instanceof Error ? err.message : String(err);
  if (err instanceof AppError && text.endsWith(`: ${err.kind.description}`)) text = text.slice(0, -(err.kind.description.length + 2));
  return new AppError(ErrInternal, context === undefined ? text : `${context}: ${text}`);
}

/** Runs a params validation that throws plain Errors (the SDK's `fmt.Errorf`) and rethrows them unregistered; AppErrors pass. */
export function validateUnregistered(validate: () => void): void {
  try {
    validate();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unregisteredError(err);
  }
}

/**
 * ValidateBasic's `sdk.AccAddressFromBech32(msg.Authority)` wrapped with `errors.Wrap(err, "invalid authority
 * address")`, as x/auth, x/staking, x/slashing and x/mint have it: a bad address is unregistered (code 1).
 */
export function validateAuthorityAddress(codec: AddressCodec, authority: string): void {
  try {
    codec.decode(authority, "authority address");
  } catch (err) {
    throw unregisteredError(err);
  }
}

/**
 * The text of a `sdk.Dec` parameter as its wire holds it (value × 10^18): an empty text is Go's nil Dec, which every
 * `Params.Validate` refuses ("<name> cannot be nil"); anything but an integer is refused too. Throws plain Errors.
 */
export function decParam(text: string, name: string): bigint {
  if (text === "") throw new Error(`${name} cannot be nil: <nil>`);
  if (!/^-?[0-9]{1,100}$/.test(text)) throw new Error(`invalid ${name}: ${JSON.stringify(text.slice(0, 100))}`);
  return BigInt(text);
}
