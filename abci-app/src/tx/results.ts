import type { ExecTxResult, ResponseCheckTx } from "cosmjs-types/tendermint/abci/types";
import { boundedMessage } from "../types/bounded-message";
import { toAbciError } from "../types/sdk-errors";
import type { TxOutcome } from "./run-tx";

function resultFields(outcome: TxOutcome) {
  const failed = outcome.error !== undefined;
  const { code, codespace, log } = failed ? toAbciError(outcome.error) : { code: 0, codespace: "", log: outcome.log };
  return {
    code,
    codespace,
    // a log is not part of the results' hash: it is cut so that no transaction echoes itself back whole
    log: boundedMessage(log),
    data: outcome.data,
    info: "",
    gasWanted: outcome.gasWanted,
    gasUsed: outcome.gasUsed,
    events: [...outcome.events],
  };
}

/** CometBFT reads only `code` (0 admits the tx to the mempool); clients read the rest through broadcast_tx_sync. */
export function checkTxResponse(outcome: TxOutcome): ResponseCheckTx {
  return resultFields(outcome);
}

/** One entry of ResponseFinalizeBlock.tx_results. */
export function execTxResult(outcome: TxOutcome): ExecTxResult {
  return resultFields(outcome);
}
