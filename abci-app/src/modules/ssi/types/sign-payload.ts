import { SignPayload } from "./generated/ssi/v1/signing";

/** The domain of every idledger ssi signature payload (docs/ssi-signing.md). */
export const SIGN_DOMAIN = "idledger/ssi/v1";

export type SsiOperation = "CreateDID" | "UpdateDID" | "DeactivateDID" | "CreateSchema" | "RegisterCredentialStatus";

export interface SignTarget {
  readonly chainId: string;
  readonly operation: SsiOperation;
  /** The stored DID versionId (UpdateDID, DeactivateDID), the hex SHA-256 of the stored Credential (status change), or "". */
  readonly version: string;
  /** The protobuf bytes of the Did, SchemaDocument or CredentialStatus. */
  readonly document: Uint8Array;
}

/**
 * The bytes an ssi signature covers. By default the SignPayload envelope, which binds chain, operation and
 * version; with `legacy` (genesis `legacy_signatures`) the document bytes alone, as hid-node v0.1 signs them.
 */
export function signBytes(target: SignTarget, legacy: boolean): Uint8Array {
  if (legacy) return target.document;
  return SignPayload.encode({
    domain: SIGN_DOMAIN,
    chainId: target.chainId,
    operation: target.operation,
    version: target.version,
    document: target.document,
  }).finish();
}
