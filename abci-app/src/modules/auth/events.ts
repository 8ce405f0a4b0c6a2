/**
 * Event types the auth module emits, with their attribute keys. Its keeper emits none: account creation is
 * silent in SDK v0.47, and the `tx{fee, fee_payer, acc_seq, signature}` events are the ante chain's (`tx/`).
 */
export const AUTH_EVENTS: Readonly<Record<string, readonly string[]>> = Object.freeze({});
