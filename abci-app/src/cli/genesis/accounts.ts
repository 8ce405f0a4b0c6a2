import { BASE_ACCOUNT_TYPE_URL } from "../../modules/auth/types/account";
import type { AddressCodec } from "../../types/address";
import { addCoins, coinsFromProto, coinsToProto, validateCoins, type Coin } from "../../types/coins";
import type { AppState } from "../../cli-kit/genesis/doc";

interface ProtoCoinJson {
  denom: string;
  amount: string;
}

interface BalanceJson {
  address: string;
  coins: ProtoCoinJson[];
}

export interface AddGenesisAccountOptions {
  /** The account's bech32 address (already checked). */
  readonly address: string;
  /** Positive, sorted coins. */
  readonly coins: readonly Coin[];
  /** Add the coins to an account that is already there instead of refusing it (the SDK's --append). */
  readonly append: boolean;
  /** Decodes balance addresses to sort them by bytes, as the SDK's `SanitizeGenesisBalances` does. */
  readonly codec: AddressCodec;
}

/**
 * A copy of `appState` with a new BaseAccount (the next account number) in auth.accounts, the coins in its
 * bank.balances entry (merged when one exists) and added to bank.supply. Refuses an existing account unless `append`.
 */
export function addGenesisAccount(appState: AppState, options: AddGenesisAccountOptions): AppState {
  const { address, coins, append, codec } = options;
  if (coins.length === 0) throw new Error("no coins to add: give at least one positive amount, e.g. 1000000uhid");
  validateCoins(coins);
  const state = structuredClone(appState);
  const auth = moduleState(state, "auth");
  const bank = moduleState(state, "bank");
  const accounts = list<Record<string, unknown>>(auth, "auth", "accounts");
  const balances = list<BalanceJson>(bank, "bank", "balances");

  if (accounts.some((a) => accountAddress(a) === address)) {
    if (!append) throw new Error(`cannot add account at existing address ${address}`);
  } else {
    accounts.push({ "@type": BASE_ACCOUNT_TYPE_URL, address, pub_key: null, account_number: nextAccountNumber(accounts).toString(), sequence: "0" });
  }

  const balance = balances.find((b) => b.address === address);
  if (balance === undefined) {
    balances.push({ address, coins: coinsToProto(coins) });
  } else {
    balance.coins = coinsToProto(addCoins(parseCoinList(balance.coins, `bank.balances of ${address}`), coins));
  }
  balances.sort((a, b) => compareBytes(decode(codec, a.address), decode(codec, b.address)));

  bank["supply"] = coinsToProto(addCoins(parseCoinList(list<ProtoCoinJson>(bank, "bank", "supply"), "bank.supply"), coins));
  auth["accounts"] = accounts;
  bank["balances"] = balances;
  return state;
}

function moduleState(state: AppState, module: string): Record<string, unknown> {
  const section = state[module];
  if (typeof section !== "object" || section === null || Array.isArray(section)) {
    throw new Error(`genesis app_state has no ${module} section`);
  }
  return section as Record<string, unknown>;
}

function list<T>(section: Record<string, unknown>, module: string, key: string): T[] {
  const value = section[key] ?? [];
  if (!Array.isArray(value)) throw new Error(`genesis app_state.${module}.${key} is not a list`);
  return value as T[];
}

/** BaseAccount has `address`; module and vesting accounts nest a base account. */
function accountAddress(account: Record<string, unknown>): unknown {
  const base = (account["base_account"] ?? (account["base_vesting_account"] as Record<string, unknown> | undefined)?.["base_account"]) as
    | Record<string, unknown>
    | undefined;
  return account["address"] ?? base?.["address"];
}

function nextAccountNumber(accounts: readonly Record<string, unknown>[]): bigint {
  let next = 0n;
  for (const account of accounts) {
    const number = account["account_number"] ?? (account["base_account"] as Record<string, unknown> | undefined)?.["account_number"];
    if (typeof number === "string" && /^[0-9]+$/.test(number) && BigInt(number) >= next) next = BigInt(number) + 1n;
  }
  return next;
}

function parseCoinList(coins: unknown, where: string): Coin[] {
  try {
    return coinsFromProto(coins as ProtoCoinJson[]);
  } catch (err) {
    throw new Error(`invalid coins in genesis ${where}: ${(err as Error).message}`);
  }
}

function decode(codec: AddressCodec, address: string): Uint8Array {
  try {
    return codec.decode(address);
  } catch (err) {
    throw new Error(`invalid address in genesis bank.balances: ${(err as Error).message}`);
  }
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}
