import { fromBase64 } from "@cosmjs/encoding";
import { messageFromJson } from "../../../../abci-app/src/cli-kit/tx/message-codecs";
import { verifyEd25519 } from "../../../../abci-app/src/crypto/ed25519";
import { SSI_MESSAGE_CODECS } from "../../../../abci-app/src/modules/ssi/cli";
import { decodeMultibase } from "../../../../lib/multibase";
import { signBytes, type SsiOperation } from "../../../../abci-app/src/modules/ssi/types/sign-payload";
import { HID_KEY_1, HID_KEY_2 } from "../../../unit/cli/ssi/keys";
import { tempDir } from "../../../unit/cli/fixtures";
import { cliAt, type CliResult, type RunOptions } from "../harness";

export { HID_KEY_1, HID_KEY_2 };

/**
 * `idledger` with a fresh, empty --home of its own (removed after the file's tests), so that nothing of the
 * user's ~/.idledger (a genesis chain ID, keys) leaks into a test.
 */
export function isolatedCli(): (args: readonly string[], options?: RunOptions) => Promise<CliResult> {
  const { dir, cleanup } = tempDir("idledger-ssi-cli-");
  afterAll(cleanup);
  return cliAt(dir);
}

export const CHAIN_ID = "idledger-test-1";
/** A valid hid address that is not in any keyring. */
export const SENDER = "hid1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5a320ne";

export const DID_1 = `did:hid:devnet:${HID_KEY_1.multibase}`;
export const VM_1 = `${DID_1}#key-1`;
export const DID_2 = `did:hid:devnet:${HID_KEY_2.multibase}`;
export const VM_2 = `${DID_2}#key-1`;

/** A DID document of hid-node's documentation shape: one Ed25519 key, used for authentication and assertions. */
export function didDocument(did: string, multibase: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    context: ["https://www.w3.org/ns/did/v1"],
    id: did,
    controller: [did],
    verificationMethod: [{ id: `${did}#key-1`, type: "Ed25519VerificationKey2020", controller: did, publicKeyMultibase: multibase }],
    authentication: [`${did}#key-1`],
    assertionMethod: [`${did}#key-1`],
    ...extra,
  };
}

/** The arguments of `tx ssi create-did <doc> <VM_1>` signed by HID_KEY_1 for SENDER, then `flags`. */
export function createDidArgs(doc: string, ...flags: string[]): string[] {
  return ["tx", "ssi", "create-did", doc, VM_1, "--ver-key", HID_KEY_1.privateKey, "--from", SENDER, ...flags];
}

/** createDidArgs for CHAIN_ID, printed unsigned and without a node, then `extra`. */
export function offlineCreateDidArgs(doc: string, ...extra: string[]): string[] {
  return createDidArgs(doc, "--chain-id", CHAIN_ID, "--generate-only", "--offline", ...extra);
}

export const SCHEMA_DOCUMENT = {
  type: "https://w3c-ccg.github.io/vc-json-schemas/schema/1.0/schema.json",
  modelVersion: "v1.0",
  id: `sch:hid:devnet:${HID_KEY_2.multibase}:1.0`,
  name: "HS credential template",
  author: DID_1,
  authored: "2022-08-16T10:22:12Z",
  schema: {
    schema: "http://json-schema.org/draft-07/schema",
    description: "test",
    type: "object",
    properties: "{myString:{type:string}}",
    required: ["myString"],
    additionalProperties: false,
  },
};

export const SCHEMA_PROOF = {
  type: "Ed25519Signature2020",
  created: "2022-08-16T10:22:12Z",
  verificationMethod: VM_1,
  proofPurpose: "assertion",
};

export const CRED_ID = `vc:hid:devnet:${HID_KEY_2.multibase}`;

export function credentialStatus(currentStatus = "Live", statusReason = ""): Record<string, unknown> {
  return {
    claim: { id: CRED_ID, currentStatus, statusReason },
    issuer: DID_1,
    issuanceDate: "2022-08-16T09:37:12Z",
    expirationDate: "2030-08-16T09:40:12Z",
    credentialHash: "f35c3a4e3f1b8ba54ee3cf59d3de91b8b357f707fdb72a46473b65b46f92f80b",
  };
}

export const CREDENTIAL_PROOF = {
  type: "Ed25519Signature2020",
  created: "2022-08-16T09:37:12Z",
  updated: "2022-08-16T09:37:12Z",
  verificationMethod: VM_1,
  proofPurpose: "assertion",
};

export interface DecodedTx {
  /** The whole printed JSON. */
  readonly tx: any;
  readonly typeUrl: string;
  /** The single message, read back strictly from its JSON into the generated message. */
  readonly msg: any;
}

/** Reads the --generate-only output back: one line of JSON, one ssi message decoded strictly (proto JSON → message). */
export function decodeUnsignedTx(result: CliResult): DecodedTx {
  expect(result).toMatchObject({ code: 0, stderr: "" });
  expect(result.stdout.endsWith("\n")).toBe(true);
  expect(result.stdout.trimEnd()).not.toContain("\n");
  const tx = JSON.parse(result.stdout);
  expect(tx.body.messages).toHaveLength(1);
  const { "@type": typeUrl, ...fields } = tx.body.messages[0];
  const type = SSI_MESSAGE_CODECS.find((t) => t.typeUrl === typeUrl);
  if (type === undefined) throw new Error(`not an ssi message: ${typeUrl}`);
  const msg = messageFromJson(type, fields);
  expect(type.codec.decode(type.codec.encode(msg).finish())).toEqual(msg);
  return { tx, typeUrl, msg };
}

export interface SignedTarget {
  readonly chainId?: string;
  readonly operation: SsiOperation;
  readonly version: string;
  readonly document: Uint8Array;
}

/** Whether a base64 signature verifies for the multibase public key over the payload of `target`. */
export function verifies(signature: string, multibase: string, target: SignedTarget, legacy: boolean): boolean {
  const bytes = signBytes({ chainId: target.chainId ?? "", operation: target.operation, version: target.version, document: target.document }, legacy);
  return verifyEd25519(bytes, fromBase64(signature), decodeMultibase(multibase));
}

/** A failed command: exit 1, nothing on stdout, exactly one line "Error: <message>" on stderr. */
export function expectError(result: CliResult, message: string | RegExp): void {
  expect(result.code).toBe(1);
  expect(result.stdout).toBe("");
  expect(result.stderr.endsWith("\n")).toBe(true);
  const lines = result.stderr.trimEnd().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]!.startsWith("Error: ")).toBe(true);
  if (typeof message === "string") expect(lines[0]!.slice("Error: ".length)).toBe(message);
  else expect(lines[0]).toMatch(message);
}

/** A usage error reported by commander: non-zero exit, its "error: …" text on stderr, nothing on stdout. */
export function expectUsageError(result: CliResult, text: string): void {
  expect(result.code).not.toBe(0);
  expect(result.stdout).toBe("");
  expect(result.stderr).toContain(text);
  expect(result.stderr).not.toMatch(/^\s+at /m);
}
