import { queryMethod, QueryFailedError } from "../../../cli-kit/query";
import { CometRpcClient } from "../../../comet/rpc-client";
import { sha256 } from "../../../types/hash";
import { Credential } from "../types/generated/ssi/v1/credential";
import type { QueryCredentialResponse, QueryDidDocumentResponse } from "../types/generated/ssi/v1/query";
import type { StoredDid } from "./documents";
import { SSI_QUERY } from "../types/query";

/** Fetches a stored DID document from the node; a DID the node does not know is an error that says so. */
export async function fetchStoredDid(node: string, didId: string): Promise<StoredDid> {
  let response: QueryDidDocumentResponse;
  try {
    response = await queryMethod(new CometRpcClient(node), SSI_QUERY.QueryDidDocument, { didId });
  } catch (err) {
    if (err instanceof QueryFailedError && isSsiNotFound(err)) throw new Error(`DID ${didId} is not on the chain of the node at ${node} (${err.message})`);
    throw err;
  }
  // hid-node v0.1 answered an unknown id with an empty response instead of NotFound.
  if (response.didDocument === undefined) throw new Error(`DID ${didId} is not on the chain of the node at ${node}`);
  return { document: response.didDocument, ...(response.didDocumentMetadata === undefined ? {} : { metadata: response.didDocumentMetadata }) };
}

/** Fetches a stored credential status from the node; undefined when the node has none under this id. */
export async function fetchStoredCredential(node: string, credId: string): Promise<Credential | undefined> {
  let response: QueryCredentialResponse;
  try {
    response = await queryMethod(new CometRpcClient(node), SSI_QUERY.QueryCredential, { credId });
  } catch (err) {
    if (err instanceof QueryFailedError && isSsiNotFound(err)) return undefined;
    throw err;
  }
  const stored = response.credStatus;
  return stored === undefined || stored.claim === undefined || stored.claim.id === "" ? undefined : stored;
}

/** The version a status change signs: the upper-case hex SHA-256 of the stored Credential's protobuf bytes. */
export function credentialVersion(stored: Credential): string {
  return Buffer.from(sha256(Credential.encode(stored).finish()))
    .toString("hex")
    .toUpperCase();
}

const SSI_NOT_FOUND_CODES = [108, 119]; // ErrDidDocNotFound, ErrCredentialNotFound

function isSsiNotFound(err: QueryFailedError): boolean {
  return err.isNotFound || (err.codespace === "ssi" && SSI_NOT_FOUND_CODES.includes(err.code));
}
