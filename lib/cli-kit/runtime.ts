/**
 * Everything a command touches outside its arguments and the file system, so that tests can run a whole program
 * in-process: the three standard streams, the environment and shutdown signals. A program that starts processes
 * extends it with its starters (cli/runtime.ts).
 */
export interface CommandRuntime {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  readonly stdin: NodeJS.ReadableStream;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Resolves with the signal's name when the process is asked to stop (SIGINT, SIGTERM). */
  waitForShutdown(): Promise<string>;
}

const SHUTDOWN_SIGNALS = ["SIGINT", "SIGTERM"] as const;

/** The real process: its streams, its environment, its signals. */
export function processCommandRuntime(): CommandRuntime {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    env: process.env,
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
