import { Request, Response, ResponseProcessProposal_ProposalStatus } from "cosmjs-types/tendermint/abci/types";
import { BaseApplication } from "../../../abci-app/src/abci/application";
import { dispatch } from "../../../abci-app/src/abci/dispatch";
import { ABCI_METHODS, requestMethod, responseMethod, UnknownRequestError, type AbciMethod } from "../../../abci-app/src/abci/methods";

/** Records which Application method was called, with which argument. */
class RecordingApp extends BaseApplication {
  readonly calls: Array<[string, unknown]> = [];

  constructor() {
    super();
    for (const method of ABCI_METHODS) {
      if (method === "flush") continue;
      const base = (BaseApplication.prototype as unknown as Record<string, (req: unknown) => unknown>)[method]!;
      (this as unknown as Record<string, unknown>)[method] = (req: unknown) => {
        this.calls.push([method, req]);
        return base.call(this, req);
      };
    }
  }
}

/** The default request of every method, built from an empty JSON object. */
const emptyRequest = (method: AbciMethod): Request => Request.fromJSON({ [method]: {} });

describe("dispatch", () => {
  it.each(ABCI_METHODS.filter((m) => m !== "flush"))("routes %s to the Application method of that name and answers in the same field", async (method) => {
    const app = new RecordingApp();
    const request = emptyRequest(method);
    const response = await dispatch(app, request);
    expect(app.calls.map(([name]) => name)).toEqual([method]);
    expect(responseMethod(response)).toBe(method);
    // The response must be encodable: a field the protobuf encoder cannot write would surface here.
    expect(responseMethod(Response.decode(Response.encode(response).finish()))).toBe(method);
  });

  it("passes the request message itself, and commit() without an argument", async () => {
    const app = new RecordingApp();
    const checkTx = Request.fromJSON({ checkTx: { tx: "YT0x" } });
    await dispatch(app, checkTx);
    await dispatch(app, emptyRequest("commit"));
    expect(app.calls).toEqual([
      ["checkTx", checkTx.checkTx],
      ["commit", undefined],
    ]);
  });

  it("answers flush without calling the application", async () => {
    const app = new RecordingApp();
    expect(await dispatch(app, { flush: {} })).toEqual({ flush: {} });
    expect(app.calls).toEqual([]);
  });

  it("returns what the application answers", async () => {
    const app = new BaseApplication();
    const response = await dispatch(app, emptyRequest("processProposal"));
    expect(response.processProposal?.status).toBe(ResponseProcessProposal_ProposalStatus.ACCEPT);
  });

  it("rejects with the application's own error when a method throws", async () => {
    const app = new BaseApplication();
    app.checkTx = () => {
      throw new Error("bug in checkTx");
    };
    await expect(dispatch(app, emptyRequest("checkTx"))).rejects.toThrow("bug in checkTx");
  });

  it("rejects a request that sets no method (an empty or unknown oneof)", async () => {
    await expect(dispatch(new BaseApplication(), Request.decode(new Uint8Array()))).rejects.toThrow(UnknownRequestError);
  });

  it("rejects a request that sets several methods", () => {
    expect(() => requestMethod({ echo: { message: "" }, flush: {} })).toThrow(/several methods: echo, flush/);
  });
});
