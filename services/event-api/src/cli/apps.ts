import { Option, type Command } from "commander";
import type { CommandContext } from "../../../../lib/cli-kit/context";
import { adminClient, httpUrl, print, withAdminOptions } from "./options";

interface App {
  appId: string;
  name: string;
  baseUrl: string;
  walletAddress: string;
}

const summary = (app: App) => `${app.appId}  ${app.name}  ${app.baseUrl}  ${app.walletAddress}`;

/** `event-api app register|list|show|update`. */
export function registerAppCommands(parent: Command, ctx: CommandContext): void {
  const app = parent.command("app").description("Register and manage the apps that call the event API");

  withAdminOptions(
    app
      .command("register")
      .description("Register an app; prints its appId")
      .requiredOption("--name <name>", "the app's name")
      .addOption(
        new Option("--base-url <url>", "the app's origin; its requests must carry it as Origin").makeOptionMandatory().argParser(httpUrl("--base-url")),
      )
      .requiredOption("--wallet-address <address>", "the Ethereum address (0x…) whose key signs the app's requests"),
    ctx,
  ).action(async (opts: { name: string; baseUrl: string; walletAddress: string }, cmd: Command) => {
    const created = await adminClient(cmd, ctx).request<App>("POST", "/apps", { name: opts.name, baseUrl: opts.baseUrl, walletAddress: opts.walletAddress });
    print(cmd, ctx, created, () => `${created.appId}\nregistered ${created.name} (${created.baseUrl}, key ${created.walletAddress})`);
  });

  withAdminOptions(app.command("list").description("List the registered apps"), ctx).action(async (_opts, cmd: Command) => {
    const apps = await adminClient(cmd, ctx).request<App[]>("GET", "/apps");
    print(cmd, ctx, apps, () => (apps.length === 0 ? "no apps" : apps.map(summary).join("\n")));
  });

  withAdminOptions(app.command("show").description("Show an app").argument("<appId>"), ctx).action(async (appId: string, _opts, cmd: Command) => {
    const found = await adminClient(cmd, ctx).request<App>("GET", `/apps/${encodeURIComponent(appId)}`);
    print(cmd, ctx, found, () => summary(found));
  });

  withAdminOptions(
    app
      .command("update")
      .description("Rename an app, move its base URL, or rotate its key (the old key stops working at once)")
      .argument("<appId>")
      .option("--name <name>")
      .addOption(new Option("--base-url <url>").argParser(httpUrl("--base-url")))
      .option("--wallet-address <address>"),
    ctx,
  ).action(async (appId: string, opts: { name?: string; baseUrl?: string; walletAddress?: string }, cmd: Command) => {
    const patch = {
      ...(opts.name && { name: opts.name }),
      ...(opts.baseUrl && { baseUrl: opts.baseUrl }),
      ...(opts.walletAddress && { walletAddress: opts.walletAddress }),
    };
    if (Object.keys(patch).length === 0) throw new Error("nothing to change: give --name, --base-url or --wallet-address");
    const updated = await adminClient(cmd, ctx).request<App>("PATCH", `/apps/${encodeURIComponent(appId)}`, patch);
    print(cmd, ctx, updated, () => summary(updated));
  });
}
