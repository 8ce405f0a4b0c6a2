/** Building, signing and broadcasting transactions: the SDK's tx flags, fees and gas, Tx JSON and TxResponse. */
export { resolveChainId, signingChainId } from "./chain-id";
export { addTxFlags, broadcastOptions, signingOptions, type BroadcastFlags, type SigningFlags, type TxFlags } from "./flags";
export { DEFAULT_GAS_ADJUSTMENT, DEFAULT_GAS_LIMIT, adjustedGas, parseGasAdjustment, parseGasSetting, type GasSetting } from "./gas";
export { feeAmount, parseFeeSetting, type FeeSetting } from "./fees";
export { txContext, type TxContext, type TxMode } from "./tx-context";
export { generateOrBroadcast } from "./generate-or-broadcast";
export { messageCodec, messageToAny, messageToJson, MessageRegistry, type MessageCodec, type MessageJson } from "./message-codecs";
export { decodeTxRaw, encodeTxRaw, txRawToJson, txToJson } from "./tx-json";
export { readTxJson } from "./read-tx-json";
export { txResponseJson, type MessageLogJson, type TxResponseJson } from "./tx-response";
export { broadcastForResponse } from "./broadcast-tx";
export { printTxResponse, TxFailedError } from "./output";
export { signerAccount, type AccountRetriever, type SignerAccount } from "./account";
export { signDirect, type SignedTx } from "./sign-direct";
export { authInfo, directSignerInfo, type FeeValues } from "./auth-info";
