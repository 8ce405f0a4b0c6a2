import type { Command } from "commander";
import type { CommandContext } from "../../../../lib/cli-kit/context";
import { adminClient, collect, print, withAdminOptions } from "./options";

interface App {
  appId: string;
  name: string;
  allowedOrigins: string[];
  secretVersion: number;
}

interface AppWithSecret extends App {
  apiSecretKey: string;
}

const summary = (app: App) => `${app.appId}  ${app.name}  ${app.allowedOrigins.join(" ")}  (secret version ${app.secretVersion})`;

function printSecret(cmd: Command, ctx: CommandContext, app: AppWithSecret, what: string): void {
  print(cmd, ctx, app, () => `${app.appId}\n${app.apiSecretKey}`);
  ctx.err(`${what}. The API secret above is shown this once and cannot be recovered; keep it where the app's server can read it.\n`);
}

/** `template-api app register|list|show|update|rotate-secret|delete`. */
export function registerAppCommands(parent: Command, ctx: CommandContext): void {
  const app = parent.command("app").description("Register and manage the apps that call the template API");

  withAdminOptions(
    app
      .command("register")
      .description("Register an app; prints its appId, then its API secret (once)")
      .requiredOption("--name <name>", "the app's name")
      .requiredOption("--allowed-origin <origin>", 'an origin browsers may call from (https://app.example.org), or "*"; repeat for several', collect, []),
    ctx,
  ).action(async (opts: { name: string; allowedOrigin: string[] }, cmd: Command) => {
    const created = await adminClient(cmd, ctx).request<AppWithSecret>("POST", "/apps", { name: opts.name, allowedOrigins: opts.allowedOrigin });
    printSecret(cmd, ctx, created, `Registered ${created.name} (${created.allowedOrigins.join(", ")})`);
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
      .description("Rename an app or replace its allowed origins")
      .argument("<appId>")
      .option("--name <name>")
      .option("--allowed-origin <origin>", "replaces all allowed origins; repeat for several", collect, []),
    ctx,
  ).action(async (appId: string, opts: { name?: string; allowedOrigin: string[] }, cmd: Command) => {
    const change = { ...(opts.name && { name: opts.name }), ...(opts.allowedOrigin.length > 0 && { allowedOrigins: opts.allowedOrigin }) };
    if (Object.keys(change).length === 0) throw new Error("nothing to change: give --name or --allowed-origin");
    const updated = await adminClient(cmd, ctx).request<App>("PATCH", `/apps/${encodeURIComponent(appId)}`, change);
    print(cmd, ctx, updated, () => summary(updated));
  });

  withAdminOptions(
    app
      .command("rotate-secret")
      .description("Give an app a new API secret; the old one and every access token issued with it stop working at once")
      .argument("<appId>"),
    ctx,
  ).action(async (appId: string, _opts, cmd: Command) => {
    const rotated = await adminClient(cmd, ctx).request<AppWithSecret>("POST", `/apps/${encodeURIComponent(appId)}/secret`);
    printSecret(cmd, ctx, rotated, `Rotated the secret of ${rotated.name} (now version ${rotated.secretVersion})`);
  });

  withAdminOptions(app.command("delete").description("Delete an app and all its templates").argument("<appId>"), ctx).action(
    async (appId: string, _opts, cmd: Command) => {
      const deleted = await adminClient(cmd, ctx).request<App>("DELETE", `/apps/${encodeURIComponent(appId)}`);
      print(cmd, ctx, deleted, () => `deleted ${summary(deleted)}`);
    },
  );
}
