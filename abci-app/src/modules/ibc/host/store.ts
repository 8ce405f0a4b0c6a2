import type { Context } from "../../../module-kit/context";
import type { KVStore } from "../../../store/types";
import { IBC_STORE_KEY } from "../types/keys";
import { pathKey } from "./paths";

/** The `ibc` store of the context's branch, gas-metered: every ICS-24 path lives in it. */
export function ibcStore(ctx: Context): KVStore {
  return ctx.kvStore(IBC_STORE_KEY);
}

export function getPath(ctx: Context, path: string): Uint8Array | undefined {
  return ibcStore(ctx).get(pathKey(path));
}

export function setPath(ctx: Context, path: string, value: Uint8Array): void {
  ibcStore(ctx).set(pathKey(path), value);
}

export function deletePath(ctx: Context, path: string): void {
  ibcStore(ctx).delete(pathKey(path));
}
