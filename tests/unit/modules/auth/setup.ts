import { TypeRegistry } from "../../../../abci-app/src/codec/registry";
import { AuthKeeper, type AuthKeeperOptions } from "../../../../abci-app/src/modules/auth/keeper/keeper";
import { authModule } from "../../../../abci-app/src/modules/auth/module";
import { MemoryMultiStore } from "../../../../abci-app/src/store/memory";
import { Context, type ExecMode } from "../../../../abci-app/src/module-kit/context";

export const BLOCK = { chainId: "idledger-test", height: 1n, time: { seconds: 1_700_000_000n, nanos: 0 }, proposer: new Uint8Array(20) };

/** A fresh in-memory state with the auth and bank stores mounted, seen through a branch. */
export function newContext(mode: ExecMode = "finalize"): Context {
  return Context.create(BLOCK, mode, new MemoryMultiStore(["acc", "bank"]).branch());
}

/** A 20-byte address made of one repeated byte: easy to tell apart and to order. */
export function addressOf(byte: number): Uint8Array {
  return new Uint8Array(20).fill(byte);
}

export function newAuth(options: AuthKeeperOptions = {}): { keeper: AuthKeeper; registry: TypeRegistry } {
  const registry = new TypeRegistry();
  registry.registerAll(authModule.anyTypes);
  return { keeper: new AuthKeeper(options), registry };
}
