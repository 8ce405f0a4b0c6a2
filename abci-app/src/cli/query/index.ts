/** Building blocks of `idledger query` commands: flags, output, and the command table. */
export { registerQueryCommands, type QueryCommandSpec, type QueryInput } from "./command-table";
export { DEFAULT_PAGE_LIMIT, heightOption, nodeOption, paginationOptions, parseUint64, readPageRequest, type PageRequestValues } from "./flags";
export { printResult, type OutputFormat } from "./output";
