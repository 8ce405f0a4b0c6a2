import { BaseApplication } from "../../../abci-app/src/abci/application";
import { dispatch } from "../../../abci-app/src/abci/dispatch";
import { LocalAbciClient } from "../../../abci-app/src/abci/local-client";
import { ABCI_METHODS, APP_METHODS } from "../../../abci-app/src/abci/methods";

/** A BaseApplication that records which of its methods ran. */
function recordingApp(): { app: BaseApplication; calls: string[] } {
  const app = new BaseApplication();
  const calls: string[] = [];
  for (const method of APP_METHODS) {
    const answer = (app[method] as (...args: unknown[]) => unknown).bind(app);
    Object.assign(app, {
      [method]: (...args: unknown[]) => {
        calls.push(method);
        return answer(...args);
      },
    });
  }
  return { app, calls };
}

describe("the ABCI method table", () => {
  it("lists every method of the protocol but Flush as an application method", () => {
    expect(APP_METHODS).toEqual(ABCI_METHODS.filter((method) => method !== "flush"));
    expect(APP_METHODS).toHaveLength(15);
  });

  it("gives the local client one method per application method, each reaching that method of the application", async () => {
    const { app, calls } = recordingApp();
    const client = new LocalAbciClient(app);
    for (const method of APP_METHODS) {
      const call = client[method] as (request?: unknown) => Promise<unknown>;
      await call(method === "echo" ? "hello" : method === "commit" ? undefined : ({ txs: [], maxTxBytes: 0n, height: 0n } as never));
    }
    expect(calls).toEqual([...APP_METHODS]);
  });

  it("dispatches each request to its method and answers in the matching field; Flush without the application", async () => {
    const { app, calls } = recordingApp();
    for (const method of ABCI_METHODS) {
      const response = await dispatch(app, { [method]: method === "prepareProposal" || method === "finalizeBlock" ? { txs: [] } : {} });
      expect(Object.keys(response)).toEqual([method]);
    }
    expect(calls).toEqual([...APP_METHODS]);
  });
});
