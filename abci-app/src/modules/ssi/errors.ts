import { ErrInvalidSigner } from "../../module-kit/authority";
import { registerError, type ErrorKind } from "../../types/errors";
import { ErrInvalidAddress, ErrInvalidRequest, ErrKeyNotFound } from "../../types/sdk-errors";

/** The module's codespace (its name). */
export const SSI_CODESPACE = "ssi";

/*
 * Codespace `ssi`: hid-node v0.1.0's registry (`x/ssi/types/errors.go`), same codes and texts (frozen). v0.1.0
 * numbering is kept for 123-126 (v0.1.1 renumbered them). Where hid-node panicked or returned an untyped
 * error, idledger returns the registered code that names the problem (docs/modules/ssi.md lists which).
 */
export const ErrBadRequestIsRequired = registerError(SSI_CODESPACE, 101, "is required");
export const ErrBadRequestIsNotDid = registerError(SSI_CODESPACE, 102, "is an invalid Hypersign DID format");
export const ErrDidDocExists = registerError(SSI_CODESPACE, 103, "DidDoc already exists");
export const ErrInvalidDidDoc = registerError(SSI_CODESPACE, 104, "DidDoc is invalid");
export const ErrVerificationMethodNotFound = registerError(SSI_CODESPACE, 105, "verification method not found");
export const ErrInvalidPublicKey = registerError(SSI_CODESPACE, 106, "invalid public key");
export const ErrInvalidSignature = registerError(SSI_CODESPACE, 107, "invalid signature detected");
export const ErrDidDocNotFound = registerError(SSI_CODESPACE, 108, "DID Doc not found");
export const ErrSchemaExists = registerError(SSI_CODESPACE, 109, "Schema already exists");
export const ErrInvalidSchemaID = registerError(SSI_CODESPACE, 110, "Invalid schema Id");
export const ErrBadRequestInvalidVerMethod = registerError(SSI_CODESPACE, 111, "Invalid verification method");
export const ErrInvalidService = registerError(SSI_CODESPACE, 112, "Invalid Service");
export const ErrUnexpectedDidVersion = registerError(SSI_CODESPACE, 113, "Unexpected DID version");
export const ErrDidDocDeactivated = registerError(SSI_CODESPACE, 114, "DID Document is deactivated");
export const ErrInvalidDidElements = registerError(SSI_CODESPACE, 115, "Invalid DID elements");
export const ErrInvalidDidMethod = registerError(SSI_CODESPACE, 116, "Invalid DID method");
export const ErrInvalidMethodSpecificId = registerError(SSI_CODESPACE, 117, "Invalid DID method specific Id");
export const ErrCredentialExists = registerError(SSI_CODESPACE, 118, "Credential Already Exists");
export const ErrCredentialNotFound = registerError(SSI_CODESPACE, 119, "Credential Not Found");
export const ErrInvalidCredentialStatus = registerError(SSI_CODESPACE, 120, "Invalid Credential Status");
export const ErrInvalidDate = registerError(SSI_CODESPACE, 121, "Invalid Date");
export const ErrInvalidCredentialField = registerError(SSI_CODESPACE, 122, "Invalid Credential Field");
export const ErrInvalidDidNamespace = registerError(SSI_CODESPACE, 123, "Invalid Did Namespace");
export const ErrInvalidCredentialHash = registerError(SSI_CODESPACE, 124, "Invalid Credential Hash");
export const ErrInvalidSchemaModelVersion = registerError(SSI_CODESPACE, 125, "Invalid Schema Model Version");
export const ErrNullSchemaField = registerError(SSI_CODESPACE, 126, "Null Schema Field");

/** Errors of other codespaces ssi also returns (root ones, gov's authority check): what its documentation lists besides its own codespace. */
export const SSI_ROOT_ERRORS: readonly ErrorKind[] = [ErrInvalidAddress, ErrInvalidRequest, ErrKeyNotFound, ErrInvalidSigner];
