import type { DIDResolutionResult, Resolvable } from "did-resolver";
import { queryMethod, QueryFailedError } from "../../../cli-kit/query";
import { CometRpcClient } from "../../../comet/rpc-client";
import { w3cDidDocument, w3cDidDocumentMetadata } from "../resolution/w3c-document";
import { SSI_QUERY } from "../types/query";

/**
 * DIDs as the node at `node` (CometBFT's RPC) holds them, for a command: the ssi QueryDidDocument through ABCI Query,
 * in DID Core's JSON-LD, as the REST server's DID Resolution answers them. Failures other than an unknown DID throw.
 */
export function nodeDidResolver(node: string): Resolvable {
  const client = new CometRpcClient(node);
  return {
    async resolve(did: string): Promise<DIDResolutionResult> {
      try {
        const { didDocument, didDocumentMetadata } = await queryMethod(client, SSI_QUERY.QueryDidDocument, { didId: did });
        if (didDocument === undefined || didDocumentMetadata === undefined) throw new Error(`the node at ${node} answered DID ${did} without a document`);
        return {
          didResolutionMetadata: { contentType: "application/did+ld+json" },
          didDocument: w3cDidDocument(didDocument, "json-ld") as unknown as DIDResolutionResult["didDocument"],
          didDocumentMetadata: w3cDidDocumentMetadata(didDocumentMetadata),
        };
      } catch (err) {
        if (err instanceof QueryFailedError && err.isNotFound)
          return { didResolutionMetadata: { error: "notFound" }, didDocument: null, didDocumentMetadata: {} };
        throw err;
      }
    },
  };
}
