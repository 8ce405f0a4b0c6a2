import type { Application } from "./application";
import { callerMethods, type AbciCaller } from "./caller";
import { callApplication } from "./dispatch";
import { SerialQueue } from "./serial-queue";

// The AbciCaller methods are built from the ABCI method table in the constructor; this declares them.
export interface LocalAbciClient extends AbciCaller {}

/**
 * Calls an Application directly, in process, one call at a time (as CometBFT's local client holds a mutex):
 * the in-process twin of `AbciClient` for tests and harnesses. An application error rejects the call as is.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the constructor assigns every method the interface declares
export class LocalAbciClient {
  /** Pass the queue given to the `AbciServer` to keep one call at a time across both. */
  constructor(app: Application, queue: SerialQueue = new SerialQueue()) {
    Object.assign(
      this,
      callerMethods((method, request) => queue.run(async () => callApplication(app, method, request))),
    );
  }
}
