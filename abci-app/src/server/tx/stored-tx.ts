import { Tx } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { messageDescriptor } from "../../codec/descriptors";
import { checkWire, WireCheckError, type WireRules } from "../../codec/wire-check";

/** Stored data is read whatever fields it has, nested at most as deep as printing allows (codec/sdk-json.ts). */
const STORED_TX_RULES: WireRules = { unknownFields: "allow", limits: { maxMessageDepth: 100, maxGroupDepth: 100, maxAnyDepth: 0, maxAnysPerAny: 0 } };

/**
 * A committed transaction's bytes as a Tx, for GetTx and GetTxsEvent. Transactions in a block passed the node's
 * decoding rules when they were committed, but a chain's history may hold some from before a rule existed: one
 * nested too deep to decode safely gives undefined (the answer's TxResponse still carries its bytes).
 */
export function readStoredTx(bytes: Uint8Array): Tx | undefined {
  try {
    checkWire(messageDescriptor("cosmos.tx.v1beta1.Tx"), bytes, STORED_TX_RULES);
  } catch (err) {
    if (err instanceof WireCheckError) return undefined;
    throw err;
  }
  return Tx.decode(bytes);
}
