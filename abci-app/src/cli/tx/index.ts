/** Building blocks of `idledger tx` commands: the SDK's tx flags, their reading, and the unsigned-tx JSON. */
export { resolveChainId } from "./chain-id";
export { addTxFlags, DEFAULT_GAS_LIMIT, type TxFlags } from "./flags";
export { BROADCAST_NOT_YET, txContext, type TxContext } from "./tx-context";
export { unsignedTx, unsignedTxJson, type MessageJson, type TxEnvelope } from "./unsigned-tx";
