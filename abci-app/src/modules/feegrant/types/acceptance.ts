import type { AppError } from "../../../types/errors";

/**
 * The outcome of using an allowance to pay a fee (the SDK's `Accept` returning `(remove, err)`): the allowance as
 * it stands after the payment, whether the grant is to be deleted (spent exactly, or expired), and the error that
 * refuses the payment. `remove` holds whatever `error` says, as in the SDK: an expired grant is deleted and the
 * fee refused.
 */
export interface Acceptance<A> {
  readonly allowance: A;
  readonly remove: boolean;
  readonly error?: AppError;
}
