import { Order, State } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import { State as ConnectionState } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/connection";

/**
 * Enum values as Go's generated `String()` prints them in ibc-go's events, errors and connection version features:
 * the proto name (`ORDER_UNORDERED`, `STATE_OPEN`), or the number for a value the proto does not define.
 */
export function orderName(order: Order): string {
  return enumName(Order, order);
}

export function stateName(state: State): string {
  return enumName(State, state);
}

export function connectionStateName(state: ConnectionState): string {
  return enumName(ConnectionState, state);
}

function enumName(values: Record<number, string>, value: number): string {
  const name = value >= 0 ? values[value] : undefined;
  return name === undefined ? String(value) : name;
}
