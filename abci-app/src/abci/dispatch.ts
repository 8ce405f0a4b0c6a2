import type { Request, Response } from "cosmjs-types/tendermint/abci/types";
import type { Application } from "./application";
import { requestMethod, type AbciMethod, type RequestOf, type ResponseOf } from "./methods";

type Handler<M extends AbciMethod> = (app: Application, request: RequestOf<M>) => ResponseOf<M> | Promise<ResponseOf<M>>;

/** Each request field → the Application method that answers it. Flush needs no application. */
const HANDLERS: { [M in AbciMethod]: Handler<M> } = {
  echo: (app, req) => app.echo(req),
  flush: () => ({}),
  info: (app, req) => app.info(req),
  initChain: (app, req) => app.initChain(req),
  query: (app, req) => app.query(req),
  checkTx: (app, req) => app.checkTx(req),
  commit: (app) => app.commit(),
  listSnapshots: (app, req) => app.listSnapshots(req),
  offerSnapshot: (app, req) => app.offerSnapshot(req),
  loadSnapshotChunk: (app, req) => app.loadSnapshotChunk(req),
  applySnapshotChunk: (app, req) => app.applySnapshotChunk(req),
  prepareProposal: (app, req) => app.prepareProposal(req),
  processProposal: (app, req) => app.processProposal(req),
  extendVote: (app, req) => app.extendVote(req),
  verifyVoteExtension: (app, req) => app.verifyVoteExtension(req),
  finalizeBlock: (app, req) => app.finalizeBlock(req),
};

/**
 * Calls the Application method a request names and wraps its result in the matching `Response` field.
 * Rejects with `UnknownRequestError` for a request that names no method, and with whatever the application
 * threw when it fails.
 */
export async function dispatch(app: Application, request: Request): Promise<Response> {
  const method = requestMethod(request);
  return { [method]: await call(app, method, request[method] as RequestOf<typeof method>) };
}

function call<M extends AbciMethod>(app: Application, method: M, request: RequestOf<M>): ResponseOf<M> | Promise<ResponseOf<M>> {
  const handler: Handler<M> = HANDLERS[method];
  return handler(app, request);
}
