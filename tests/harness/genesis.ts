import type { Coin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import { fromBech32, toBech32 } from "@cosmjs/encoding";
import { sha256 } from "../../abci-app/src/types/hash";
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

export interface GenesisValidator {
  /** The node's Ed25519 consensus key (priv_validator_key.json's public key). */
  readonly consensusKey: Uint8Array;
  readonly moniker: string;
  /** Bonded tokens (uhid), self-delegated: power = tokens / 10^6. */
  readonly tokens: bigint;
}

/**
 * `appState` with a validator in the staking section, as an exported chain would hold it: bonded, its tokens
 * self-delegated by its operator (whose address is the node's consensus address bytes), the bonded pool holding
 * them. What a gentx makes, without signing one: InitChain hands it to CometBFT as the validator set.
 */
export function withGenesisValidator(appState: Record<string, unknown>, validator: GenesisValidator): Record<string, unknown> {
  const operatorBytes = sha256(validator.consensusKey).subarray(0, 20);
  const prefix = ((appState.auth as { bech32_prefix?: string } | undefined)?.bech32_prefix ?? "hid") as string;
  const operator = toBech32(`${prefix}valoper`, operatorBytes, 1023);
  const delegator = toBech32(prefix, operatorBytes, 1023);
  const shares = `${validator.tokens}.000000000000000000`;
  const staking = structuredClone(appState.staking) as Record<string, unknown[]>;
  staking.validators = [
    ...(staking.validators ?? []),
    {
      operator_address: operator,
      consensus_pubkey: { "@type": "/cosmos.crypto.ed25519.PubKey", key: Buffer.from(validator.consensusKey).toString("base64") },
      status: "BOND_STATUS_BONDED",
      tokens: validator.tokens.toString(),
      delegator_shares: shares,
      description: { moniker: validator.moniker },
      commission: { commission_rates: { rate: "0.1", max_rate: "0.2", max_change_rate: "0.01" }, update_time: "1970-01-01T00:00:00Z" },
      min_self_delegation: "1",
    },
  ];
  staking.delegations = [...(staking.delegations ?? []), { delegator_address: delegator, validator_address: operator, shares }];
  const bank = structuredClone(appState.bank) as { balances: { address: string; coins: { denom: string; amount: string }[] }[]; supply: unknown[] };
  const pool = toBech32(prefix, sha256(new TextEncoder().encode("bonded_tokens_pool")).subarray(0, 20), 1023);
  const held = bank.balances.find((b) => b.address === pool);
  if (held === undefined) bank.balances.push({ address: pool, coins: [{ denom: "uhid", amount: validator.tokens.toString() }] });
  else held.coins = [{ denom: "uhid", amount: (BigInt(held.coins[0]?.amount ?? "0") + validator.tokens).toString() }];
  bank.balances.sort((a, b) => Buffer.compare(fromBech32(a.address, 1023).data, fromBech32(b.address, 1023).data));
  bank.supply = [];
  return { ...appState, staking, bank };
}

/** `appState` with mint's inflation at zero (minter and bounds), for tests that count every coin of the supply. */
export function withoutInflation(appState: Record<string, unknown>): Record<string, unknown> {
  const mint = structuredClone(appState.mint) as { minter: Record<string, unknown>; params: Record<string, unknown> };
  Object.assign(mint.minter, { inflation: "0" });
  Object.assign(mint.params, { inflation_min: "0", inflation_max: "0" });
  return { ...appState, mint };
}
