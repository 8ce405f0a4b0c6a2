export { isUniqueViolation, uniqueConstraintName } from "./errors";
export { migrateToLatest } from "./migrate";
export { openDatabase, type OpenDatabase } from "./open-database";
export { describeDatabase, resolveDatabaseOptions, type DatabaseOptions } from "./options";
