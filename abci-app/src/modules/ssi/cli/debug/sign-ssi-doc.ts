import { Option, type Command } from "commander";
import type { LedgerContext } from "../../../../cli-kit/context";
import type { SsiOperation } from "../../types/sign-payload";
import { parseMessageArg } from "../documents";
import type { ProtoCodec } from "../../../../codec/proto-codec";
import { CredentialStatus } from "../../types/generated/ssi/v1/credential";
import { Did } from "../../types/generated/ssi/v1/did";
import { SchemaDocument } from "../../types/generated/ssi/v1/schema";
import { signDocument, signingMode } from "../signing";
import { parseVerKey } from "../ver-key";

interface DocumentKind<T> {
  readonly name: string;
  readonly description: string;
  readonly codec: ProtoCodec<T>;
  /** The operations this document is signed for; the first is the default. */
  readonly operations: readonly SsiOperation[];
}

const DOCUMENT_KINDS: readonly DocumentKind<any>[] = [
  { name: "did-doc", description: "a DID document (Did)", codec: Did, operations: ["CreateDID", "UpdateDID", "DeactivateDID"] },
  { name: "schema-doc", description: "a schema document (SchemaDocument)", codec: SchemaDocument, operations: ["CreateSchema"] },
  {
    name: "cred-status-doc",
    description: "a credential status (CredentialStatus)",
    codec: CredentialStatus,
    operations: ["RegisterCredentialStatus"],
  },
];

/** hid-node names Ed25519 either way in its later tools; it is the only algorithm of v0.1. */
const SIGNING_ALGORITHMS = ["ed25519", "Ed25519Signature2020"];

interface SignFlags {
  readonly operation: SsiOperation;
  readonly version: string;
}

/**
 * `debug ed25519 sign-ssi-doc did-doc|schema-doc|cred-status-doc '<json>' <base64_private_key>`: prints the
 * base64 Ed25519 signature the chain expects for the document, for proofs and signatures made outside the tx
 * commands. It asks no node, so it chooses the payload as the tx commands do with --offline: idledger's payload,
 * or hid-node's with --legacy-signature (`q ssi params` tells which one a chain takes).
 */
export function registerSignSsiDoc(ed25519: Command, ctx: LedgerContext): void {
  const sign = ed25519.command("sign-ssi-doc").description("Print the signature of an ssi document, as the chain verifies it");
  for (const kind of DOCUMENT_KINDS) registerKind(sign, ctx, kind);
}

function registerKind<T>(sign: Command, ctx: LedgerContext, kind: DocumentKind<T>): void {
  sign
    .command(kind.name)
    .description(`Sign ${kind.description}`)
    .argument("<document_json>", `${kind.description} as JSON`)
    .argument("<base64_private_key>", "the Ed25519 private key, base64 (64 bytes seed and public key, or the 32-byte seed)")
    .argument("[signing_algo]", `accepted for hid-node compatibility: ${SIGNING_ALGORITHMS.join(" or ")}`)
    .addOption(new Option("--chain-id <id>", "the chain the signature is for (default: chain_id of the genesis file under --home)"))
    .addOption(new Option("--operation <operation>", "the operation the signature is for").choices([...kind.operations]).default(kind.operations[0]))
    .addOption(
      new Option(
        "--version <version>",
        "the version signed: the stored versionId (UpdateDID, DeactivateDID), the stored credential's hash (status change), else empty",
      ).default(""),
    )
    .addOption(
      new Option(
        "--legacy-signature",
        "sign the document bytes alone, as hid-node v0.1 (no chain, operation or version), for a chain whose q ssi params shows legacy_signatures: true; this command asks no node, so without the flag it signs idledger's payload",
      ).conflicts(["chainId", "operation", "version"]),
    )
    .action((documentJson: string, privateKey: string, algorithm: string | undefined, opts: SignFlags, self: Command) => {
      if (algorithm !== undefined && !SIGNING_ALGORITHMS.includes(algorithm)) {
        throw new Error(`unsupported signing_algo ${JSON.stringify(algorithm)}: ssi documents are signed with Ed25519 (${SIGNING_ALGORITHMS.join(" or ")})`);
      }
      const document = parseMessageArg(documentJson, "document_json", kind.codec);
      const key = parseVerKey(privateKey, "base64_private_key");
      ctx.out(`${signDocument(key, signingMode(self), opts.operation, opts.version, kind.codec.encode(document).finish())}\n`);
    });
}
