import { field, messageSpec, repeated } from "../proto-json";

/** cosmos.base.v1beta1.Coin in Cosmos JSON; the amount is a decimal string (the SDK's `math.Int`). */
export const CoinSpec = messageSpec("Coin", [field("denom", "string"), field("amount", "string")], "camelCase");

/** cosmos.tx.v1beta1.Fee, as cosmjs-types names its properties. */
export const FeeSpec = messageSpec(
  "Fee",
  [repeated("amount", CoinSpec), field("gas_limit", "uint64"), field("payer", "string"), field("granter", "string")],
  "camelCase",
);
