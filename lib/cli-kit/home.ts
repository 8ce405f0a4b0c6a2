import os from "node:os";
import path from "node:path";

/** The environment variable that overrides the default home directory. */
export const HOME_ENV_VAR = "IDLEDGER_HOME";
export const DEFAULT_HOME_DIR_NAME = ".idledger";

/**
 * The home directory when `--home` is not given: `$IDLEDGER_HOME`, else `~/.idledger`. The node keeps its config,
 * data and keyring there, and each service its data directory (`<home>/event-api`, `<home>/template-api`).
 */
export function defaultHome(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const fromEnv = env[HOME_ENV_VAR];
  if (fromEnv !== undefined && fromEnv.trim() !== "") return path.resolve(fromEnv);
  return path.join(os.homedir(), DEFAULT_HOME_DIR_NAME);
}
