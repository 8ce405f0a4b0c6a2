import type { Coin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import { fromBech32 } from "@cosmjs/encoding";
import { defaultAppState } from "../../abci-app/src/app/wiring";

export interface GenesisAccount {
  readonly address: string;
  readonly coins: readonly Coin[];
}

/** The default app_state with these accounts funded (account numbers in the given order), supply computed. */
export function appStateWith(accounts: readonly GenesisAccount[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const state = defaultAppState() as Record<string, Record<string, unknown>>;
  const byAddressBytes = [...accounts].sort((a, b) => Buffer.compare(fromBech32(a.address, 1023).data, fromBech32(b.address, 1023).data));
  state.auth!.accounts = accounts.map((a, i) => ({
    "@type": "/cosmos.auth.v1beta1.BaseAccount",
    address: a.address,
    pub_key: null,
    account_number: String(i),
    sequence: "0",
  }));
  state.bank!.balances = byAddressBytes.map((a) => ({ address: a.address, coins: [...a.coins].sort((x, y) => (x.denom < y.denom ? -1 : 1)) }));
  state.bank!.supply = [];
  return { ...state, ...overrides };
}
