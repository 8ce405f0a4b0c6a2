import { GetTxRequest, GetTxResponse } from "cosmjs-types/cosmos/tx/v1beta1/service";
import type { RestServices } from "../../../module-kit/rest/plugin";
import { concatBytes } from "../../../store/bytes";
import { DidDocumentState } from "../types/generated/ssi/v1/did";
import { DID_PREFIX, SSI_STORE_KEY } from "../types/keys";
import { SSI_QUERY } from "../types/query";
import type { DidLedger, DidStateAt, DidStateProof } from "./resolver";

/** The SDK's tx service method that finds a committed transaction by hash (the node answers it from CometBFT's index). */
const GET_TX = "/cosmos.tx.v1beta1.Service/GetTx";

/** A method the ledger could not answer: the resolver reports it as an internal error. */
export class LedgerReadError extends Error {
  override readonly name = "LedgerReadError";
}

/**
 * The ledger as the DID resolver reads it through the node's own methods (lent by the REST server): the ssi
 * QueryDidDocument and Params at a height, GetTx for the height of a version, and `store/ssi/key` for a proof.
 */
export function didLedgerOf(services: RestServices): DidLedger {
  return {
    async stateAt(did, height): Promise<DidStateAt | "unavailable"> {
      const { QueryDidDocument } = SSI_QUERY;
      const answer = await services.call(QueryDidDocument.path, QueryDidDocument.request.encode({ didId: did }).finish(), height);
      if (answer.ok) {
        const { didDocument, didDocumentMetadata } = QueryDidDocument.response.decode(answer.value);
        return { height: answer.height, state: { didDocument, didDocumentMetadata } };
      }
      if (answer.status === "notFound") return { height, state: undefined };
      // The only other refusal of a DID query at a past height is a height this node does not keep.
      if (answer.status === "invalidArgument" && height !== 0n) return "unavailable";
      throw new LedgerReadError(answer.message);
    },
    async namespace() {
      const { Params } = SSI_QUERY;
      const answer = await services.call(Params.path, Params.request.encode({}).finish(), 0n);
      if (!answer.ok) throw new LedgerReadError(answer.message);
      return Params.response.decode(answer.value).params?.chainNamespace ?? "";
    },
    async heightOfTransaction(hash) {
      const answer = await services.call(GET_TX, GetTxRequest.encode({ hash }).finish(), 0n);
      if (answer.ok) return GetTxResponse.decode(answer.value).txResponse?.height;
      if (answer.status === "notFound") return undefined;
      throw new LedgerReadError(answer.message);
    },
    async prove(did, height): Promise<DidStateProof> {
      const key = concatBytes(DID_PREFIX, new TextEncoder().encode(did));
      const res = await services.abciQuery(`store/${SSI_STORE_KEY}/key`, key, height, true);
      if (res.code !== 0) throw new LedgerReadError(`the proof of ${did} at height ${height} could not be made: ${res.log}`);
      DidDocumentState.decode(res.value); // the proven value is the state resolved, or the store is not what it seems
      return {
        height: res.height,
        store: SSI_STORE_KEY,
        key,
        value: res.value,
        proofOps: (res.proofOps?.ops ?? []).map((op) => ({ type: op.type, key: op.key, data: op.data })),
      };
    },
  };
}
