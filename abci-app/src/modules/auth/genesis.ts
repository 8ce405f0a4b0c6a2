import { Any } from "cosmjs-types/google/protobuf/any";
import { FEE_COLLECTOR } from "../../tx/expected-keepers";
import type { Context } from "../../module-kit/context";
import type { AuthKeeper } from "./keeper/keeper";
import { toAccount, unpackAccount } from "./types/account";
import { validateAuthGenesis, type AuthGenesisState } from "./types/genesis";

/**
 * Loads auth genesis: switches the address codec to the genesis prefix, stores params and accounts, sets the
 * account-number counter past the highest imported number and creates `fee_collector` if genesis lacks it.
 */
export function initAuthGenesis(ctx: Context, keeper: AuthKeeper, genesis: AuthGenesisState): void {
  validateAuthGenesis(genesis);
  keeper.setBech32Prefix(ctx, genesis.bech32Prefix);
  keeper.setParams(ctx, genesis.params);
  let next: bigint | undefined;
  for (const any of genesis.accounts) {
    const unpacked = unpackAccount(any);
    keeper.setAccount(ctx, toAccount(unpacked, keeper.addressCodec.decode(unpacked.address)));
    if (next === undefined || unpacked.accountNumber >= next) next = unpacked.accountNumber + 1n;
  }
  if (next !== undefined) keeper.setNextAccountNumber(ctx, next);
  keeper.getModuleAccount(ctx, FEE_COLLECTOR);
}

/** The state as genesis: params, every account in address order, the prefix. */
export function exportAuthGenesis(ctx: Context, keeper: AuthKeeper): AuthGenesisState {
  const accounts: Any[] = [];
  for (const [, bytes] of keeper.accountStore(ctx).iterator()) accounts.push(Any.decode(bytes));
  return { params: keeper.getParams(ctx), accounts, bech32Prefix: keeper.addressCodec.prefix };
}
