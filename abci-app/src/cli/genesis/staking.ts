import type { GenesisDoc } from "../../cli-kit/genesis/doc";

/** The staking bond denom a genesis file sets (`app_state.staking.params.bond_denom`). */
export function genesisBondDenom(doc: GenesisDoc): string {
  const denom = (doc.app_state.staking as { params?: { bond_denom?: unknown } } | undefined)?.params?.bond_denom;
  if (typeof denom !== "string" || denom === "")
    throw new Error("genesis.json has no app_state.staking.params.bond_denom: run idledger init with this version");
  return denom;
}

/** An account's genesis balance of `denom` (`app_state.bank.balances`), 0 when it has none. */
export function genesisAccountBalance(doc: GenesisDoc, address: string, denom: string): bigint {
  const balances = (doc.app_state.bank as { balances?: { address: string; coins: { denom: string; amount: string }[] }[] } | undefined)?.balances ?? [];
  const coin = balances.find((b) => b.address === address)?.coins.find((c) => c.denom === denom);
  return coin === undefined ? 0n : BigInt(coin.amount);
}
