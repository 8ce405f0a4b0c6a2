import { parseJsonText, readSdkJson } from "../../../codec/sdk-json-reader";
import type { ProtoCodec } from "../../../codec/proto-codec";
import { Credential } from "../types/generated/ssi/v1/credential";
import { Did, type Metadata } from "../types/generated/ssi/v1/did";
import { QueryCredentialResponse, QueryDidDocumentResponse } from "../types/generated/ssi/v1/query";

/**
 * A JSON command-line argument read as a message, as hid-node's CLI reads it with jsonpb: proto or json_name
 * spellings, unknown fields rejected. Errors start with `what` (the argument's name).
 */
export function parseMessageArg<T>(text: string, what: string, codec: ProtoCodec<T>): T {
  const json = parseJsonText(text, what);
  try {
    return readSdkJson(codec, json);
  } catch (err) {
    throw new Error(`${what}: ${(err as Error).message}`);
  }
}

/** A stored DID document as the CLI learns it: from the node, or from a flag (with metadata when it was the query output). */
export interface StoredDid {
  readonly document: Did;
  readonly metadata?: Metadata;
}

/** `--did-document`: a Did, or the output of `idledger q ssi did <id> --output json` (document and metadata). */
export function parseStoredDidArg(text: string, what: string): StoredDid {
  const json = parseJsonText(text, what);
  if (isObjectWith(json, "didDocument")) {
    const response = parseMessageArg(text, what, QueryDidDocumentResponse);
    if (response.didDocument === undefined) throw new Error(`${what}: didDocument is null: there is no stored document in it`);
    return { document: response.didDocument, ...(response.didDocumentMetadata === undefined ? {} : { metadata: response.didDocumentMetadata }) };
  }
  return { document: parseMessageArg(text, what, Did) };
}

/** `--stored-credential`: a Credential, or the output of `idledger q ssi credential-status <id> --output json`. */
export function parseStoredCredentialArg(text: string, what: string): Credential {
  const json = parseJsonText(text, what);
  if (isObjectWith(json, "credStatus")) {
    const response = parseMessageArg(text, what, QueryCredentialResponse);
    if (response.credStatus === undefined) throw new Error(`${what}: credStatus is null: there is no stored credential status in it`);
    return response.credStatus;
  }
  return parseMessageArg(text, what, Credential);
}

function isObjectWith(json: unknown, key: string): boolean {
  return typeof json === "object" && json !== null && !Array.isArray(json) && key in json;
}
