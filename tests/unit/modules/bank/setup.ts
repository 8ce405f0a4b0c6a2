import { TypeRegistry } from "../../../../abci-app/src/codec/registry";
import { AuthKeeper } from "../../../../abci-app/src/modules/auth/keeper/keeper";
import { BURNER, MINTER } from "../../../../abci-app/src/modules/auth/types/account";
import { authModule } from "../../../../abci-app/src/modules/auth/module";
import { BankKeeper } from "../../../../abci-app/src/modules/bank/keeper/keeper";
import { bankModule } from "../../../../abci-app/src/modules/bank/module";
import { MemoryMultiStore } from "../../../../abci-app/src/store/memory";
import type { Coin } from "../../../../abci-app/src/types/coins";
import { Context, type ExecMode } from "../../../../abci-app/src/module-kit/context";

export const BLOCK = { chainId: "idledger-test", height: 1n, time: { seconds: 1_700_000_000n, nanos: 0 }, proposer: new Uint8Array(20) };

/** Module accounts of the test app: the fee collector, a minter and a burner. */
export const MODULE_PERMISSIONS = { minter_module: [MINTER], burner_module: [BURNER] };

export interface Bank {
  auth: AuthKeeper;
  bank: BankKeeper;
  registry: TypeRegistry;
  ctx: Context;
  /** bech32 of an address */
  enc(address: Uint8Array): string;
}

export function newBank(mode: ExecMode = "finalize"): Bank {
  const registry = new TypeRegistry();
  registry.registerAll(authModule.anyTypes).registerAll(bankModule.anyTypes);
  const auth = new AuthKeeper({ moduleAccountPermissions: MODULE_PERMISSIONS });
  const bank = new BankKeeper({ accountKeeper: auth });
  const ctx = Context.create(BLOCK, mode, new MemoryMultiStore(["acc", "bank"]).branch());
  return { auth, bank, registry, ctx, enc: (a) => auth.addressCodec.encode(a) };
}

export function addressOf(byte: number): Uint8Array {
  return new Uint8Array(20).fill(byte);
}

export function coins(...list: [bigint | number, string][]): Coin[] {
  return list.map(([amount, denom]) => ({ denom, amount: BigInt(amount) }));
}

/** Gives an address an account and a balance, as genesis would (no events, supply updated). */
export function fund(b: Bank, address: Uint8Array, amount: Coin[]): void {
  if (!b.auth.hasAccount(b.ctx, address)) b.auth.setAccount(b.ctx, b.auth.newAccountWithAddress(b.ctx, address));
  b.bank.initBalances(b.ctx, address, amount);
  for (const coin of amount) b.bank.setSupply(b.ctx, { denom: coin.denom, amount: b.bank.getSupply(b.ctx, coin.denom).amount + coin.amount });
}

/** The attribute value of the events of `type`, all of them, in order. */
export function attributeValues(ctx: Context, type: string, key: string): string[] {
  return ctx.events
    .events()
    .filter((e) => e.type === type)
    .flatMap((e) => e.attributes.filter((a) => a.key === key).map((a) => a.value));
}

/** True when some event of `type` carries all these attribute values. */
export function hasEvent(ctx: Context, type: string, attributes: Record<string, string>): boolean {
  return ctx.events
    .events()
    .some((e) => e.type === type && Object.entries(attributes).every(([k, v]) => e.attributes.some((a) => a.key === k && a.value === v)));
}
