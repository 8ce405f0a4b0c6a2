import { ed25519Verdicts } from "../../../crypto/ed25519-verdicts";
import type { Ed25519Job } from "../../../crypto/ed25519-board";
import type { Context } from "../../../module-kit/context";
import { ErrInvalidDidDoc, ErrInvalidSignature, ErrVerificationMethodNotFound } from "../errors";
import { decodeStdBase64 } from "../types/base64";
import type { Did, SignInfo } from "../types/generated/ssi/v1/did";
import { didOfUrl } from "../types/ids";
import type { SsiViewKeeper } from "../keeper/view";
import { ed25519KeyOf } from "./public-key";
import { MAX_DID_SIGNATURES, validateSignatureCount } from "../types/msgs";
import { assertionKeys, distinctSigners, type Signer, type SignerKeys } from "./signers";

/**
 * hid-node's `VerifySignature` for DID operations: at least one signer must have a valid signature over
 * `bytes`. Every signer is evaluated (an unusable signature of any of them fails the whole check, as in
 * hid-node); a signer without keys signs with its stored document's authentication keys. A signer listed twice is
 * evaluated once, so no signature is checked twice, and each check costs gas (ed25519VerifyGas) before it is made.
 */
export function verifyDidSignatures(ctx: Context, keeper: SsiViewKeeper, signers: readonly Signer[], signatures: readonly SignInfo[], bytes: Uint8Array): void {
  if (signers.length === 0) throw ErrInvalidSignature.wrap("At least one signer should be present");
  if (signatures.length === 0) throw ErrInvalidSignature.wrap("At least one signature should be present");
  validateSignatureCount(signatures);
  const distinct = distinctSigners(signers);
  const gas = keeper.ed25519VerifyGas(ctx);
  let anyValid = false;
  for (const signer of distinct) {
    const keys = signer.keys ?? storedAuthenticationKeys(ctx, keeper, signer.id);
    if (signedBy(ctx, gas, signer.id, keys, signatures, bytes)) anyValid = true;
  }
  if (!anyValid) throw ErrInvalidSignature.wrap(`no valid signature by ${distinct.map((s) => s.id).join(", ")}`);
}

/**
 * A schema's or credential status's proof: one signature by an assertion method of the author's or
 * issuer's own document (v0.1.0: not by its controllers).
 */
export function verifyAssertionSignature(
  ctx: Context,
  keeper: SsiViewKeeper,
  author: Did,
  verificationMethodId: string,
  proofValue: string,
  bytes: Uint8Array,
): void {
  const signature: SignInfo = { verificationMethodId: verificationMethodId, signature: proofValue };
  if (!signedBy(ctx, keeper.ed25519VerifyGas(ctx), author.id, assertionKeys(author), [signature], bytes)) {
    throw ErrInvalidSignature.wrap(`no valid signature by ${author.id} with verification method ${verificationMethodId}`);
  }
}

/**
 * The Ed25519 checks verifyDidSignatures will make of these signatures with keys the message itself holds (a document
 * signing for itself), for a signature thread to verify while the block runs (crypto/ed25519-board.ts). A signer whose
 * keys are stored is left to the handler: planning reads nothing from state, so it costs no more than the message's
 * own bytes, and the handler reads what it needs with gas. Never throws.
 */
export function didSignatureJobs(signers: readonly Signer[], signatures: readonly SignInfo[], bytes: Uint8Array): Ed25519Job[] {
  const jobs: Ed25519Job[] = [];
  if (signatures.length > MAX_DID_SIGNATURES) return jobs;
  for (const { id, keys } of distinctSigners(signers)) {
    if (keys === undefined) continue;
    try {
      for (const { publicKey, signature } of signatureChecks(id, keys, signatures)) jobs.push({ message: bytes, signature, publicKey });
    } catch {
      // the handler meets the same error in its turn
    }
  }
  return jobs;
}

/**
 * hid-node's `VerifyIdentitySignature`: the signatures whose method belongs to the signer are checked in
 * order and the last one decides. Each check's gas is consumed before it is made.
 */
function signedBy(ctx: Context, gas: bigint, signerId: string, keys: SignerKeys, signatures: readonly SignInfo[], bytes: Uint8Array): boolean {
  let valid = false;
  for (const { publicKey, signature } of signatureChecks(signerId, keys, signatures)) {
    ctx.gasMeter.consume(gas, "ssi verify: ed25519");
    valid = ed25519Verdicts.verify(bytes, signature, publicKey);
  }
  return valid;
}

/**
 * The key and signature of each of the signer's signatures, in order. A method the signer may not use (105), an
 * unusable key (106) or a signature that is not base64 (107) is an error, not merely an invalid signature: it is
 * thrown when the iteration reaches it, after the checks before it.
 */
function* signatureChecks(signerId: string, keys: SignerKeys, signatures: readonly SignInfo[]): Generator<{ publicKey: Uint8Array; signature: Uint8Array }> {
  for (const info of signatures) {
    const methodId = info.verificationMethodId;
    const did = didOfUrl(methodId);
    if (did === undefined) throw ErrVerificationMethodNotFound.wrap(`verification method id ${JSON.stringify(methodId)} has no #fragment`);
    if (did !== signerId) continue;
    const publicKey = ed25519KeyOf(methodFor(signerId, keys, methodId));
    const signature = decodeStdBase64(info.signature);
    if (signature === undefined) throw ErrInvalidSignature.wrap(`the signature by ${methodId} is not padded standard base64`);
    yield { publicKey, signature };
  }
}

function methodFor(signerId: string, keys: SignerKeys, methodId: string) {
  if (!keys.allowed.includes(methodId)) throw ErrVerificationMethodNotFound.wrap(`${methodId} is not an ${keys.relationship} method of ${signerId}`);
  const method = keys.methods.find((m) => m.id === methodId);
  if (method === undefined)
    throw ErrVerificationMethodNotFound.wrap(`${methodId} is listed in ${keys.relationship} but is not a verification method of ${signerId}`);
  return method;
}

function storedAuthenticationKeys(ctx: Context, keeper: SsiViewKeeper, id: string): SignerKeys {
  const doc = keeper.getDid(ctx, id)?.didDocument;
  // Controllers were checked before; this is a document signing for itself without verification methods.
  if (doc === undefined) throw ErrInvalidDidDoc.wrap(`signer ${id} has no verification methods in the document and is not registered`);
  return { relationship: "authentication", allowed: doc.authentication, methods: doc.verificationMethod };
}
