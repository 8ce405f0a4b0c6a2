/** Building blocks of `idledger query` commands: flags, output, the command table, and gRPC queries through ABCI Query. */
export { registerQueryCommands, type QueryCommandSpec, type QueryInput } from "./command-table";
export { DEFAULT_PAGE_LIMIT, heightOption, nodeOption, paginationOptions, parseUint64, readPageRequest, type PageRequestValues } from "./flags";
export { queryGrpc, queryMethod, QueryFailedError, type GrpcQueryOptions } from "./grpc-query";
export { printResult, type OutputFormat } from "./output";
