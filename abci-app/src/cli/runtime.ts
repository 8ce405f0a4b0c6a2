import { startAbciOnly, type AbciOnlyOptions, type RunningNode } from "../node/abci-only";
import { startNode, type RunningFullNode, type StartNodeOptions } from "../node/start-node";

/**
 * Everything the commands touch outside their arguments and the file system, so that tests can run the whole
 * program in-process: the three standard streams, the environment, shutdown signals and the node starter.
 */
export interface CliRuntime {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  readonly stdin: NodeJS.ReadableStream;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Resolves with the signal's name when the process is asked to stop (SIGINT, SIGTERM). */
  waitForShutdown(): Promise<string>;
  startAbciOnly(options: AbciOnlyOptions): Promise<RunningNode>;
  /** The whole node: the app, its servers and CometBFT. */
  startNode(options: StartNodeOptions): Promise<RunningFullNode>;
}

const SHUTDOWN_SIGNALS = ["SIGINT", "SIGTERM"] as const;

/** The real process: its streams, its environment, its signals. */
export function processRuntime(): CliRuntime {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
    startAbciOnly,
    startNode,
    waitForShutdown: () =>
      new Promise((resolve) => {
        // Handlers are removed after the first signal, so a second Ctrl-C kills a shutdown that hangs.
        const handlers = SHUTDOWN_SIGNALS.map((signal) => {
          const handler = (): void => {
            for (const [s, h] of handlers) process.off(s, h);
            resolve(signal);
          };
          process.on(signal, handler);
          return [signal, handler] as const;
        });
      }),
  };
}
