import type { TemplateApp } from "../repositories/apps";

/** An app as the admin API shows it; its secret is never shown again after it was made. */
export function appView(app: TemplateApp) {
  return {
    appId: app.id,
    name: app.name,
    allowedOrigins: app.allowedOrigins,
    secretVersion: app.secretVersion,
    createdAt: app.createdAt.toISOString(),
    updatedAt: app.updatedAt.toISOString(),
  };
}
