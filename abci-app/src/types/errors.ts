/**
 * Errors are values with a codespace and a frozen code, as in the Cosmos SDK's `errors.Register`.
 * State-machine code throws `AppError`s; the transaction pipeline and the query router turn them into
 * ABCI results (`code`, `codespace`, `log`). Nothing throws across the ABCI boundary.
 */

/** A registered error kind: codespace, code and description never change once released. */
export class ErrorKind {
  constructor(
    readonly codespace: string,
    readonly code: number,
    readonly description: string,
    /** A query that fails with it found no such record: the API servers answer NotFound (REST 404). */
    readonly meansNotFound = false,
  ) {}

  /** The error with context in front of the description, as the SDK's `Wrap`: "<detail>: <description>". */
  wrap(detail: string): AppError {
    return new AppError(this, `${detail}: ${this.description}`);
  }

  /** The bare error, its message being the description. */
  error(): AppError {
    return new AppError(this, this.description);
  }

  is(err: unknown): boolean {
    return err instanceof AppError && err.kind === this;
  }
}

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
  }

  get codespace(): string {
    return this.kind.codespace;
  }

  get code(): number {
    return this.kind.code;
  }

  /** Adds more context in front, keeping the kind. */
  wrap(detail: string): AppError {
    return new AppError(this.kind, `${detail}: ${this.message}`);
  }
}

const registry = new Map<string, ErrorKind>();

/** Registers an error kind; a (codespace, code) pair can be registered once. Call at module load time. */
export function registerError(codespace: string, code: number, description: string): ErrorKind {
  return register(new ErrorKind(codespace, code, description));
}

/**
 * Registers an error kind that says a record does not exist, which the API servers answer as gRPC's NotFound, as the
 * SDK's `RegisterWithGRPCCode(…, codes.NotFound, …)` does.
 */
export function registerNotFoundError(codespace: string, code: number, description: string): ErrorKind {
  return register(new ErrorKind(codespace, code, description, true));
}

function register(kind: ErrorKind): ErrorKind {
  const { codespace, code } = kind;
  const id = `${codespace}:${code}`;
  if (registry.has(id)) throw new Error(`error ${id} is already registered`);
  if (!Number.isInteger(code) || code < 1 || code > 0xffffffff) throw new Error(`error code ${code} is not a uint32 above 0`);
  registry.set(id, kind);
  return kind;
}

/** Every registered kind, sorted by codespace then code (for documentation checks). */
export function registeredErrors(): ErrorKind[] {
  return [...registry.values()].sort((a, b) => (a.codespace === b.codespace ? a.code - b.code : a.codespace < b.codespace ? -1 : 1));
}

export function lookupError(codespace: string, code: number): ErrorKind | undefined {
  return registry.get(`${codespace}:${code}`);
}
