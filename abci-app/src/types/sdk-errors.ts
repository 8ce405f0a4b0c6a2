import { AppError, registerError } from "./errors";

/** Codespace `sdk`: the root errors of Cosmos SDK v0.47 (`types/errors/errors.go`), same codes and texts. */
export const RootCodespace = "sdk";
export const UndefinedCodespace = "undefined";

export const ErrInternal = registerError(UndefinedCodespace, 1, "internal");
export const ErrTxDecode = registerError(RootCodespace, 2, "tx parse error");
export const ErrInvalidSequence = registerError(RootCodespace, 3, "invalid sequence");
export const ErrUnauthorized = registerError(RootCodespace, 4, "unauthorized");
export const ErrInsufficientFunds = registerError(RootCodespace, 5, "insufficient funds");
export const ErrUnknownRequest = registerError(RootCodespace, 6, "unknown request");
export const ErrInvalidAddress = registerError(RootCodespace, 7, "invalid address");
export const ErrInvalidPubKey = registerError(RootCodespace, 8, "invalid pubkey");
export const ErrUnknownAddress = registerError(RootCodespace, 9, "unknown address");
export const ErrInvalidCoins = registerError(RootCodespace, 10, "invalid coins");
export const ErrOutOfGas = registerError(RootCodespace, 11, "out of gas");
export const ErrMemoTooLarge = registerError(RootCodespace, 12, "memo too large");
export const ErrInsufficientFee = registerError(RootCodespace, 13, "insufficient fee");
export const ErrTooManySignatures = registerError(RootCodespace, 14, "maximum number of signatures exceeded");
export const ErrNoSignatures = registerError(RootCodespace, 15, "no signatures supplied");
export const ErrJSONMarshal = registerError(RootCodespace, 16, "failed to marshal JSON bytes");
export const ErrJSONUnmarshal = registerError(RootCodespace, 17, "failed to unmarshal JSON bytes");
export const ErrInvalidRequest = registerError(RootCodespace, 18, "invalid request");
export const ErrTxInMempoolCache = registerError(RootCodespace, 19, "tx already in mempool");
export const ErrMempoolIsFull = registerError(RootCodespace, 20, "mempool is full");
export const ErrTxTooLarge = registerError(RootCodespace, 21, "tx too large");
export const ErrKeyNotFound = registerError(RootCodespace, 22, "key not found");
export const ErrWrongPassword = registerError(RootCodespace, 23, "invalid account password");
export const ErrInvalidSigner = registerError(RootCodespace, 24, "tx intended signer does not match the given signer");
export const ErrInvalidGasAdjustment = registerError(RootCodespace, 25, "invalid gas adjustment");
export const ErrInvalidHeight = registerError(RootCodespace, 26, "invalid height");
export const ErrInvalidVersion = registerError(RootCodespace, 27, "invalid version");
export const ErrInvalidChainID = registerError(RootCodespace, 28, "invalid chain-id");
export const ErrInvalidType = registerError(RootCodespace, 29, "invalid type");
export const ErrTxTimeoutHeight = registerError(RootCodespace, 30, "tx timeout height");
export const ErrUnknownExtensionOptions = registerError(RootCodespace, 31, "unknown extension options");
export const ErrWrongSequence = registerError(RootCodespace, 32, "incorrect account sequence");
export const ErrPackAny = registerError(RootCodespace, 33, "failed packing protobuf message to Any");
export const ErrUnpackAny = registerError(RootCodespace, 34, "failed unpacking protobuf message from Any");
export const ErrLogic = registerError(RootCodespace, 35, "internal logic error");
export const ErrConflict = registerError(RootCodespace, 36, "conflict");
export const ErrNotSupported = registerError(RootCodespace, 37, "feature not supported");
export const ErrNotFound = registerError(RootCodespace, 38, "not found");
export const ErrIO = registerError(RootCodespace, 39, "Internal IO error");
export const ErrAppConfig = registerError(RootCodespace, 40, "error in app.toml");
export const ErrInvalidGasLimit = registerError(RootCodespace, 41, "invalid gas limit");

/** What an ABCI result carries for a failure. Unexpected exceptions become the redacted internal error. */
export interface AbciErrorFields {
  code: number;
  codespace: string;
  log: string;
}

export function toAbciError(err: unknown): AbciErrorFields {
  if (err instanceof AppError) return { code: err.code, codespace: err.codespace, log: err.message };
  return { code: ErrInternal.code, codespace: ErrInternal.codespace, log: ErrInternal.description };
}
