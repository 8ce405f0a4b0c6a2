import type { AuthParams } from "../../../tx/expected-keepers";

/** The SDK v0.47 defaults of `cosmos.auth.v1beta1.Params`. */
export const DEFAULT_AUTH_PARAMS: AuthParams = Object.freeze({
  maxMemoCharacters: 256n,
  txSigLimit: 7n,
  txSizeCostPerByte: 10n,
  sigVerifyCostEd25519: 590n,
  sigVerifyCostSecp256k1: 1000n,
});

const MAX_UINT64 = (1n << 64n) - 1n;

/** Every parameter must be a positive uint64; the message names the parameter and its value. */
export function validateAuthParams(params: AuthParams): void {
  const fields: [string, bigint][] = [
    ["max_memo_characters", params.maxMemoCharacters],
    ["tx_sig_limit", params.txSigLimit],
    ["tx_size_cost_per_byte", params.txSizeCostPerByte],
    ["sig_verify_cost_ed25519", params.sigVerifyCostEd25519],
    ["sig_verify_cost_secp256k1", params.sigVerifyCostSecp256k1],
  ];
  for (const [name, value] of fields) {
    if (value <= 0n || value > MAX_UINT64) throw new Error(`invalid auth params: ${name} must be a positive uint64, got ${value}`);
  }
}
