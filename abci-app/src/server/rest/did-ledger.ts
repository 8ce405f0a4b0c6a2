import { concatBytes } from "../../store/bytes";
import type { DidLedger, DidStateAt, DidStateProof } from "../../modules/ssi/resolution/resolver";
import { DID_PREFIX, SSI_STORE_KEY } from "../../modules/ssi/types/keys";
import { DidDocumentState } from "../../modules/ssi/types/generated/ssi/v1/did";
import { SSI_QUERY } from "../../modules/ssi/types/query";
import type { AbciQuery } from "../abci-query";
import { ApiError } from "../api-error";
import { GrpcCode } from "../grpc-codes";
import { queryStatus } from "../query-status";
import { TX_METHODS } from "../tx/service";
import type { MethodCaller } from "./answer";

/**
 * The ledger as the DID resolver reads it through the node's own methods: the ssi queries at a height, GetTx for the
 * height of a version's transaction, and the raw `store/ssi/key` query for proofs.
 */
export function didLedgerOf(call: MethodCaller, query: AbciQuery): DidLedger {
  return {
    async stateAt(did, height): Promise<DidStateAt | "unavailable"> {
      const { QueryDidDocument } = SSI_QUERY;
      try {
        const answer = await call(QueryDidDocument.path, QueryDidDocument.request.encode({ didId: did }).finish(), height);
        const { didDocument, didDocumentMetadata } = QueryDidDocument.response.decode(answer.value);
        return { height: answer.height ?? height, state: { didDocument, didDocumentMetadata } };
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        if (err.code === GrpcCode.NotFound) return { height, state: undefined };
        // The only other refusal of a DID query at a height is a height this node does not keep.
        if (err.code === GrpcCode.InvalidArgument && height !== 0n) return "unavailable";
        throw err;
      }
    },
    async namespace() {
      const { Params } = SSI_QUERY;
      const answer = await call(Params.path, Params.request.encode({}).finish(), 0n);
      return Params.response.decode(answer.value).params?.chainNamespace ?? "";
    },
    async heightOfTransaction(hash) {
      const { GetTx } = TX_METHODS;
      try {
        const answer = await call(GetTx.path, GetTx.request.encode({ hash }).finish(), 0n);
        return GetTx.response.decode(answer.value).txResponse?.height;
      } catch (err) {
        if (err instanceof ApiError && err.code === GrpcCode.NotFound) return undefined;
        throw err;
      }
    },
    async prove(did, height): Promise<DidStateProof> {
      const key = concatBytes(DID_PREFIX, new TextEncoder().encode(did));
      const res = await query(`store/${SSI_STORE_KEY}/key`, key, height, true);
      if (res.code !== 0) {
        const status = queryStatus(res);
        throw new ApiError(status.code, status.message);
      }
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
