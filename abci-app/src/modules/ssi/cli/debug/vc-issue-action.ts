import fs from "node:fs";
import { randomBytes } from "node:crypto";
import type { Command } from "commander";
import { CREDENTIAL_ID, DID_ID, idProblem } from "../../../../../../lib/hid-ids";
import { encodeBase58btc } from "../../../../../../lib/multibase";
import { credentialHash } from "../../../../../../lib/vc/credential-hash";
import { ledgerDocumentLoader } from "../../../../../../lib/vc/document-loader";
import { ed25519PublicKeyBytes, ed25519Signer } from "../../../../../../lib/vc/ed25519-keys";
import { LedgerDids } from "../../../../../../lib/vc/ledger-dids";
import { issueCredential } from "../../../../../../lib/vc/sign";
import { withSuiteContext, type ProofSuiteName } from "../../../../../../lib/vc/suite-names";
import type { LedgerContext } from "../../../../cli-kit/context";
import { generateOrBroadcast, messageToAny, txContext } from "../../../../cli-kit/tx";
import { CredentialProof, CredentialStatus } from "../../types/generated/ssi/v1/credential";
import { MsgRegisterCredentialStatus } from "../../types/generated/ssi/v1/tx";
import { REGISTER_CREDENTIAL_STATUS } from "../msg-types";
import { nodeDidResolver } from "../node-did-resolver";
import { signDocument, txSigningMode } from "../signing";
import { parseVerKey } from "../ver-key";
import type { SsiTxFlags } from "../tx/options";

/** The flags of `debug vc issue` (vc-issue.ts), with the tx flags. */
export interface VcIssueFlags extends SsiTxFlags {
  readonly suite: ProofSuiteName;
  readonly verificationMethod?: string;
}

type JsonObject = Record<string, unknown>;

/** The work of `debug vc issue` (vc-issue.ts): sign, then register the status; the credential is printed once it is committed. */
export async function issueAndRegister(ctx: LedgerContext, self: Command, credentialArg: string, opts: VcIssueFlags): Promise<void> {
  const tx = await txContext(self);
  if (tx.offline || tx.mode !== "broadcast")
    throw new Error("debug vc issue registers the credential's status: it needs a node (no --offline, --generate-only or --dry-run)");
  const key = parseVerKey(opts.verKey!, "--ver-key");
  const credential = readCredential(credentialArg);
  const issuer = issuerOf(credential);
  const namespace = namespaceOf(issuer);
  const method = opts.verificationMethod ?? `${issuer}#key-1`;

  const dids = new LedgerDids(nodeDidResolver(tx.node));
  const documentLoader = ledgerDocumentLoader(dids);
  await checkIssuerKey(dids, issuer, method, key.publicKey);
  const unsigned = completeCredential(credential, namespace, opts.suite);
  const signed = await issueCredential(unsigned, { suite: opts.suite, signer: ed25519Signer(method, key.privateKey), documentLoader });

  const status = CredentialStatus.fromPartial({
    claim: { id: signed.id as string, currentStatus: "Live", statusReason: "" },
    issuer,
    issuanceDate: signed.issuanceDate as string,
    expirationDate: signed.expirationDate as string,
    credentialHash: await credentialHash(signed, documentLoader),
  });
  const mode = await txSigningMode(self, tx);
  const proof = CredentialProof.fromPartial({
    type: "Ed25519Signature2020",
    created: status.issuanceDate,
    updated: status.issuanceDate,
    verificationMethod: method,
    proofPurpose: "assertionMethod",
    proofValue: signDocument(key, mode, "RegisterCredentialStatus", "", CredentialStatus.encode(status).finish()),
  });
  const msg = MsgRegisterCredentialStatus.fromPartial({ creator: tx.sender, credentialStatus: status, proof });
  await generateOrBroadcast({ ...ctx, out: ctx.err }, self, tx, [messageToAny(REGISTER_CREDENTIAL_STATUS, msg)]);
  ctx.out(`${JSON.stringify(signed, null, 2)}\n`);
}

function readCredential(arg: string): JsonObject {
  let text = arg;
  if (!arg.trimStart().startsWith("{")) {
    try {
      text = fs.readFileSync(arg, "utf8");
    } catch (err) {
      throw new Error(`<credential> is neither JSON nor a file that can be read: ${(err as Error).message}`);
    }
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new Error(`<credential> is not JSON: ${(err as Error).message}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("<credential> must be a JSON object");
  if ("proof" in value) throw new Error("<credential> already has a proof: give the unsigned credential");
  return value as JsonObject;
}

function issuerOf(credential: JsonObject): string {
  const issuer = typeof credential.issuer === "object" && credential.issuer !== null ? (credential.issuer as { id?: unknown }).id : credential.issuer;
  if (typeof issuer !== "string" || issuer === "") throw new Error("<credential> names no issuer: set issuer to the issuer's DID");
  const problem = idProblem(issuer, namespaceOf(issuer), DID_ID);
  if (problem !== undefined) throw new Error(`<credential> issuer: ${problem.detail}`);
  if (typeof credential.expirationDate !== "string") throw new Error("<credential> has no expirationDate: the ledger's status needs one");
  return issuer;
}

/** The issuer's DID on the ledger is active and `method` is one of its assertion methods, with the key of --ver-key. */
async function checkIssuerKey(dids: LedgerDids, issuer: string, method: string, publicKey: Uint8Array): Promise<void> {
  const { didDocument, didDocumentMetadata } = await dids.resolve(issuer);
  if (didDocument === null) throw new Error(`the issuer ${issuer} is not on the ledger: create it first (tx ssi create-did)`);
  if (didDocumentMetadata.deactivated === true) throw new Error(`the issuer ${issuer} is deactivated on the ledger`);
  const listed = (didDocument.assertionMethod ?? []).some((entry) => (typeof entry === "string" ? entry : entry.id) === method);
  const vm = didDocument.verificationMethod?.find((candidate) => candidate.id === method);
  if (!listed || vm?.publicKeyMultibase === undefined) throw new Error(`${method} is not an assertion method of ${issuer} on the ledger`);
  if (Buffer.compare(Buffer.from(ed25519PublicKeyBytes(vm.publicKeyMultibase)), Buffer.from(publicKey)) !== 0) {
    throw new Error(`--ver-key is not the key of ${method} on the ledger`);
  }
}

/** The namespace a DID of the ledger names: `did:hid:<namespace>:<id>`, or none in `did:hid:<id>`. */
function namespaceOf(did: string): string {
  const parts = did.split(":");
  return parts.length === 4 ? parts[2]! : "";
}

/** The credential as signed: its suite's context, an `id` of the ledger's form, and an issuance date (now) when absent. */
function completeCredential(credential: JsonObject, namespace: string, suite: ProofSuiteName): JsonObject {
  return {
    ...withSuiteContext(credential, suite),
    id: credential.id ?? credentialId(namespace),
    issuanceDate: credential.issuanceDate ?? new Date().toISOString().replace(/\.\d{3}Z$/, "Z"),
  };
}

/** A new credential id of the ledger's form, `vc:hid[:<namespace>]:<45 characters of base58btc>` (32 random bytes make 44 or 45). */
function credentialId(namespace: string): string {
  for (;;) {
    const id = ["vc", "hid", ...(namespace === "" ? [] : [namespace]), encodeBase58btc(randomBytes(32))].join(":");
    if (idProblem(id, namespace, CREDENTIAL_ID) === undefined) return id;
  }
}
