import type { ModuleDescriptor } from "../../abci-app/src/module-kit/descriptor";
import { runMsg } from "../../abci-app/src/module-kit/module";
import { AppError } from "../../abci-app/src/types/errors";

/** How one message ran: `error` is the AppError (or Error) that refused it. */
export interface AuthorityMessageResult {
  readonly height: bigint;
  readonly error?: Error;
}

/**
 * A stand-in for gov's end block, for tests while no one holds the gov key: the messages handed to `submit` run in
 * the next block's end-block hook through the app's message routes (stateless checks, then the handler), each in a
 * branch written only when it succeeds, as gov runs a passed proposal's messages. Add `module` to the module list.
 */
export class AuthorityMessages {
  private pending: { typeUrl: string; msg: unknown; done: (result: AuthorityMessageResult) => void }[] = [];

  /** Runs `msg` in the next block; resolves with how it went once that block has run it. */
  submit(typeUrl: string, msg: unknown): Promise<AuthorityMessageResult> {
    return new Promise((done) => this.pending.push({ typeUrl, msg, done }));
  }

  readonly module: ModuleDescriptor<null> = {
    name: "authority-messages",
    anyTypes: [],
    createKeeper: () => null,
    createModule: (_keeper, build) => ({
      name: "authority-messages",
      storeKeys: [],
      msgRoutes: [],
      queryRoutes: [],
      defaultGenesis: () => ({}),
      validateGenesis: () => undefined,
      initGenesis: () => undefined,
      exportGenesis: () => ({}),
      endBlock: (ctx) => {
        const pending = this.pending;
        this.pending = [];
        for (const { typeUrl, msg, done } of pending) {
          const route = build.msgRoutes.route(typeUrl);
          if (route === undefined) throw new Error(`no route for ${typeUrl}`);
          const branch = ctx.multiStore.branch();
          try {
            route.validateBasic(msg);
            runMsg(route, ctx.withStore(branch), msg);
            branch.write();
            done({ height: ctx.height });
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            done({ height: ctx.height, error: err });
          }
        }
      },
    }),
    restRoutes: [],
    cli: { messages: [] },
  };
}
