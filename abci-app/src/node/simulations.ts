import type { RequestQuery, ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import type { Application } from "../abci/application";
import { LocalAbciClient } from "../abci/local-client";
import type { SerialQueue } from "../abci/serial-queue";
import { DoorBusyError, DoorLimit, type DoorLimits } from "../../../lib/door-limit";
import { queryFailure } from "../app/query-response";
import { ErrServerBusy } from "../types/query-limits-errors";

/** Simulations run in the app's thread, one at a time with CheckTx and blocks; this many may wait for a turn. */
const SIMULATION_LIMITS: DoorLimits = { maxActive: 1, maxWaiting: 32 };

/**
 * Runs Simulate queries (cosmos.tx.v1beta1.Service/Simulate) on the app: they execute a transaction on the check
 * state, which only the app's thread holds, so they take turns with the ABCI calls through the node's queue. At
 * most one runs and a few wait; more are answered "server busy" at once, so simulations cannot crowd out blocks.
 */
export function simulationRunner(
  app: Application,
  queue: SerialQueue,
  limits: DoorLimits = SIMULATION_LIMITS,
): (request: RequestQuery) => Promise<ResponseQuery> {
  const client = new LocalAbciClient(app, queue);
  const limit = new DoorLimit("simulation", limits);
  return async (request) => {
    try {
      return await limit.run(() => client.query(request));
    } catch (err) {
      if (!(err instanceof DoorBusyError)) throw err;
      return queryFailure(ErrServerBusy.wrap(err.message));
    }
  };
}
