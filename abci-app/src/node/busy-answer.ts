import type { ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import { DoorBusyError } from "../../../lib/door-limit";
import { queryFailure } from "../app/query-response";
import { ErrServerBusy } from "../types/query-limits-errors";

/** A query refused by a door or a budget answers `query` 2 `server busy` with the reason; any other error is thrown on. */
export function busyAnswer(err: unknown): ResponseQuery {
  if (err instanceof DoorBusyError) return queryFailure(ErrServerBusy.wrap(err.message));
  throw err;
}
