import { event, type Event } from "../../types/events";

/** SDK v0.47 x/slashing event types, attribute keys and reasons (`types/events.go`). */
export const EVENT_SLASH = "slash";
export const EVENT_LIVENESS = "liveness";

export const ATTR_ADDRESS = "address";
export const ATTR_HEIGHT = "height";
export const ATTR_POWER = "power";
export const ATTR_REASON = "reason";
export const ATTR_JAILED = "jailed";
export const ATTR_MISSED_BLOCKS = "missed_blocks";
export const ATTR_BURNED_COINS = "burned_coins";

export const REASON_DOUBLE_SIGN = "double_sign";
export const REASON_MISSING_SIGNATURE = "missing_signature";

/** Every event the module emits and its attribute keys (a `slash` for a double sign has no `jailed`; its jailing is a second `slash`). */
export const SLASHING_EVENTS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  [EVENT_LIVENESS]: [ATTR_ADDRESS, ATTR_MISSED_BLOCKS, ATTR_HEIGHT],
  [EVENT_SLASH]: [ATTR_ADDRESS, ATTR_POWER, ATTR_REASON, ATTR_JAILED, ATTR_BURNED_COINS],
});

/** A validator missed a block: how many it has missed in the window. */
export function livenessEvent(consAddress: string, missedBlocks: bigint, height: bigint): Event {
  return event(EVENT_LIVENESS, [
    [ATTR_ADDRESS, consAddress],
    [ATTR_MISSED_BLOCKS, missedBlocks.toString()],
    [ATTR_HEIGHT, height.toString()],
  ]);
}

/** A validator was slashed for downtime and jailed. */
export function downtimeSlashEvent(consAddress: string, power: bigint, burnedCoins: bigint): Event {
  return event(EVENT_SLASH, [
    [ATTR_ADDRESS, consAddress],
    [ATTR_POWER, power.toString()],
    [ATTR_REASON, REASON_MISSING_SIGNATURE],
    [ATTR_JAILED, consAddress],
    [ATTR_BURNED_COINS, burnedCoins.toString()],
  ]);
}

/** A validator was slashed for signing twice. */
export function doubleSignSlashEvent(consAddress: string, power: bigint, burnedCoins: bigint): Event {
  return event(EVENT_SLASH, [
    [ATTR_ADDRESS, consAddress],
    [ATTR_POWER, power.toString()],
    [ATTR_REASON, REASON_DOUBLE_SIGN],
    [ATTR_BURNED_COINS, burnedCoins.toString()],
  ]);
}

/** A double-signing validator was jailed (its own `slash` event, as the SDK emits it). */
export function jailedEvent(consAddress: string): Event {
  return event(EVENT_SLASH, [[ATTR_JAILED, consAddress]]);
}
