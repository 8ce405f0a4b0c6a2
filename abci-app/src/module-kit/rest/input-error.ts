/** A path or query parameter the gateway cannot turn into a request: answered 400 InvalidArgument. */
export class RestInputError extends Error {
  constructor(
    /** The parameter at fault, as the client spelled it ("pagination.limit", "address"). */
    readonly param: string,
    message: string,
  ) {
    super(message);
    this.name = "RestInputError";
  }
}
