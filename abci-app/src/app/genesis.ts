/**
 * The default `app_state` of a new chain: each module's default genesis section, keyed by module name.
 * PROVISIONAL until the App wires its modules: the shapes below are the Cosmos SDK v0.47 defaults.
 */
export function defaultAppState(): Record<string, unknown> {
  return {
    auth: {
      params: {
        max_memo_characters: "256",
        tx_sig_limit: "7",
        tx_size_cost_per_byte: "10",
        sig_verify_cost_ed25519: "590",
        sig_verify_cost_secp256k1: "1000",
      },
      accounts: [],
      bech32_prefix: "hid",
    },
    bank: {
      params: { send_enabled: [], default_send_enabled: true },
      balances: [],
      supply: [],
      denom_metadata: [],
      send_enabled: [],
    },
  };
}
