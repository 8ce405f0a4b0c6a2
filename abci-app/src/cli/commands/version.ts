import { type Command, Option } from "commander";
import { APP_NAME, appVersion } from "../../app/version";
import { pinnedCometbftVersion } from "../../node/cometbft/pinned-version";
import type { LedgerContext } from "../../cli-kit/context";
import { sortedJson } from "../../cli-kit/json";

/** What `version --long` reports, in the SDK's field names where it has them. */
export interface VersionInfo {
  readonly name: string;
  readonly server_name: string;
  readonly version: string;
  readonly cometbft_version: string;
  readonly node_version: string;
}

export function versionInfo(): VersionInfo {
  return {
    name: APP_NAME,
    server_name: APP_NAME,
    version: appVersion(),
    cometbft_version: pinnedCometbftVersion(),
    node_version: process.version,
  };
}

/** `idledger --version`'s one line: the app's version and the CometBFT it runs. */
export function versionLine(): string {
  const info = versionInfo();
  return `${info.name} ${info.version} (CometBFT ${info.cometbft_version}, Node.js ${info.node_version})`;
}

/** `version [--long] [--output text|json]`, as the SDK's: the version alone, or with what it was built with. */
export function registerVersion(program: Command, ctx: LedgerContext): void {
  program
    .command("version")
    .description("Print idledger's version; --long adds the CometBFT and Node.js versions it runs with (idledger --version: all on one line)")
    .option("--long", "print the name and the versions of what it runs with")
    .addOption(new Option("-o, --output <format>", "text or json").choices(["text", "json"]).default("text"))
    .action((opts: { long?: boolean; output: "text" | "json" }) => {
      const info = versionInfo();
      if (!opts.long) {
        ctx.out(opts.output === "json" ? `${JSON.stringify({ version: info.version })}\n` : `${info.version}\n`);
        return;
      }
      if (opts.output === "json") {
        ctx.out(`${sortedJson(info)}\n`);
        return;
      }
      ctx.out(
        `${Object.entries(info)
          .map(([key, value]) => `${key}: ${value}`)
          .join("\n")}\n`,
      );
    });
}
