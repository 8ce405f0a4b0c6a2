import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plan } from "cosmjs-types/cosmos/upgrade/v1beta1/upgrade";
import { homeLayout } from "../../../cli-kit/home";
import { upgradeInfoJson } from "../types/plan";

/** The file the SDK names `upgrade-info.json`, in the node's data directory. */
export const UPGRADE_INFO_FILE = "upgrade-info.json";

/**
 * Writes `<home>/data/upgrade-info.json` for the plan the node halts at (the SDK's `DumpUpgradeInfoToDisk`): mode 0600
 * when created, the data directory created when missing. Returns the file's path; throws when it cannot be written.
 */
export function writeUpgradeInfo(home: string, plan: Plan, haltHeight: bigint): string {
  const { dataDir } = homeLayout(home);
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, UPGRADE_INFO_FILE);
  writeFileSync(file, upgradeInfoJson(plan, haltHeight), { mode: 0o600 });
  return file;
}
