import { concatBytes } from "../../../store/bytes";
import { lengthPrefixed } from "../../../types/address";

/** The module's name: its codespace, genesis section, store name and module account (it holds the rewards). */
export const DISTRIBUTION_MODULE_NAME = "distribution";
export const DISTRIBUTION_STORE_KEY = "distribution";

/*
 * Store layout, Cosmos SDK v0.47 x/distribution (types/keys.go); lp(a) is a's length byte then a:
 *   0x00                                        FeePool (the community pool)
 *   0x01                                        BytesValue: the previous block's proposer
 *   0x02 ‖ lp(valoper)                          ValidatorOutstandingRewards
 *   0x03 ‖ lp(delegator)                        the withdraw address, raw bytes
 *   0x04 ‖ lp(valoper) ‖ lp(delegator)          DelegatorStartingInfo
 *   0x05 ‖ lp(valoper) ‖ u64le(period)          ValidatorHistoricalRewards
 *   0x06 ‖ lp(valoper)                          ValidatorCurrentRewards
 *   0x07 ‖ lp(valoper)                          ValidatorAccumulatedCommission
 *   0x08 ‖ lp(valoper) ‖ u64be(height) ‖ u64be(period)   ValidatorSlashEvent
 *   0x09                                        Params
 */
export const FEE_POOL_KEY = Uint8Array.of(0x00);
export const PROPOSER_KEY = Uint8Array.of(0x01);
export const OUTSTANDING_PREFIX = Uint8Array.of(0x02);
export const WITHDRAW_ADDR_PREFIX = Uint8Array.of(0x03);
export const STARTING_INFO_PREFIX = Uint8Array.of(0x04);
export const HISTORICAL_PREFIX = Uint8Array.of(0x05);
export const CURRENT_PREFIX = Uint8Array.of(0x06);
export const COMMISSION_PREFIX = Uint8Array.of(0x07);
export const SLASH_EVENT_PREFIX = Uint8Array.of(0x08);
export const PARAMS_KEY = Uint8Array.of(0x09);

export const outstandingKey = (operator: Uint8Array) => concatBytes(OUTSTANDING_PREFIX, lengthPrefixed(operator));
export const withdrawAddrKey = (delegator: Uint8Array) => concatBytes(WITHDRAW_ADDR_PREFIX, lengthPrefixed(delegator));
export const startingInfoKey = (operator: Uint8Array, delegator: Uint8Array) =>
  concatBytes(STARTING_INFO_PREFIX, lengthPrefixed(operator), lengthPrefixed(delegator));
export const historicalKey = (operator: Uint8Array, period: bigint) => concatBytes(HISTORICAL_PREFIX, lengthPrefixed(operator), u64(period, true));
export const historicalPrefix = (operator: Uint8Array) => concatBytes(HISTORICAL_PREFIX, lengthPrefixed(operator));
export const currentKey = (operator: Uint8Array) => concatBytes(CURRENT_PREFIX, lengthPrefixed(operator));
export const commissionKey = (operator: Uint8Array) => concatBytes(COMMISSION_PREFIX, lengthPrefixed(operator));
export const slashEventPrefix = (operator: Uint8Array) => concatBytes(SLASH_EVENT_PREFIX, lengthPrefixed(operator));
export const slashEventKey = (operator: Uint8Array, height: bigint, period: bigint) => concatBytes(slashEventPrefix(operator), u64(height), u64(period));
export const slashEventHeightKey = (operator: Uint8Array, height: bigint) => concatBytes(slashEventPrefix(operator), u64(height));

export function u64(value: bigint, littleEndian = false): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, value, littleEndian);
  return out;
}

export function readU64(bytes: Uint8Array, offset: number, littleEndian = false): bigint {
  return new DataView(bytes.buffer, bytes.byteOffset + offset, 8).getBigUint64(0, littleEndian);
}
