import { concatBytes, readU64be, u64be } from "../../../store/bytes";

export { readU64be, u64be };

/** The module's name: its genesis section and store name. */
export const UPGRADE_MODULE_NAME = "upgrade";
export const UPGRADE_STORE_KEY = "upgrade";

/*
 * Store layout, Cosmos SDK v0.47 x/upgrade (types/keys.go):
 *   0x00                                  the scheduled Plan (one at most)
 *   0x01 ‖ u64be(height) ‖ name           [0x01]: upgrade `name` was applied at `height` (the last one: a reverse scan)
 *   0x02 ‖ module name                    u64be: the module's consensus version
 *   0x03                                  u64be: the protocol version, one more per applied upgrade
 *   "upgradedIBCState/<h>/upgradedClient", "upgradedIBCState/<h>/upgradedConsState"
 *                                         what IBC leaves for the chain after the upgrade at <h>; cleared with the plan
 */
export const PLAN_KEY = Uint8Array.of(0x00);
export const DONE_PREFIX = Uint8Array.of(0x01);
export const VERSION_MAP_PREFIX = Uint8Array.of(0x02);
export const PROTOCOL_VERSION_KEY = Uint8Array.of(0x03);

const text = (value: string) => new TextEncoder().encode(value);

export const doneKey = (name: string, height: bigint) => concatBytes(DONE_PREFIX, u64be(height), text(name));

/** The name and height of a done key without its prefix byte. */
export function parseDoneKey(key: Uint8Array): { name: string; height: bigint } {
  if (key.length < 9) throw new Error(`upgrade done key of ${key.length} bytes: expected a height and a name`);
  return { height: readU64be(key.subarray(0, 8)), name: new TextDecoder().decode(key.subarray(8)) };
}

export const moduleVersionKey = (module: string) => concatBytes(VERSION_MAP_PREFIX, text(module));
export const upgradedClientKey = (height: bigint) => text(`upgradedIBCState/${height}/upgradedClient`);
export const upgradedConsStateKey = (height: bigint) => text(`upgradedIBCState/${height}/upgradedConsState`);
