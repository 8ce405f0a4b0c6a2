/** The server answered with `ResponseException`: the application failed, and the server closes the connection. */
export class AbciExceptionError extends Error {
  override name = "AbciExceptionError";

  constructor(readonly error: string) {
    super(`ABCI exception: ${error}`);
  }
}

/** The server broke the protocol: a response of the wrong type, one nobody asked for, or an unreadable frame. */
export class AbciProtocolError extends Error {
  override name = "AbciProtocolError";
}

/** The connection closed (by either side) before the call was answered. */
export class AbciConnectionClosedError extends Error {
  override name = "AbciConnectionClosedError";
}
