import { Option } from "commander";

/** The ssi flags of the tx commands, as their parsed values. */
export interface SsiTxFlags {
  readonly verKey?: string;
  readonly legacySignature?: boolean;
}

export function verKeyOption(required: boolean): Option {
  const option = new Option(
    "--ver-key <base64_private_key>",
    required
      ? "the Ed25519 private key of the verification method, base64 (64 bytes seed and public key, as debug ed25519 random prints it, or the 32-byte seed)"
      : "sign the document with this Ed25519 private key (base64, 64 or 32 bytes) and fill in proofValue",
  );
  return required ? option.makeOptionMandatory() : option;
}

/**
 * --legacy-signature. Online the chain's mode (its Params query) decides and the flag is only checked against it;
 * with --offline the flag decides (no flag: idledger's payload).
 */
export function legacySignatureOption(): Option {
  return new Option(
    "--legacy-signature",
    "with --offline: sign the document bytes alone, as hid-node v0.1 does, for a chain with genesis legacy_signatures (without it: idledger's payload, which binds the chain ID, the operation and the version); online the command asks the node and signs in the chain's mode, and refuses this flag if the chain does not accept legacy signatures",
  );
}
