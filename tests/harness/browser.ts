import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

const CHROMIUM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** Debian's chromium, the browser the tests drive; playwright-core never downloads one. */
export function chromiumPath(): string | undefined {
  return CHROMIUM_PATHS.find((path) => existsSync(path));
}

/**
 * Whether browser tests can run here. Without chromium they are skipped with a notice, except in CI (CI=true),
 * where a missing browser is a failure.
 */
export function browserAvailable(suite: string): boolean {
  if (chromiumPath()) return true;
  if (process.env.CI === "true") throw new Error("chromium is not installed (apt-get install chromium); CI runs the browser tests");
  console.warn(`skipping ${suite}: no chromium (apt-get install chromium)`);
  return false;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath()!,
    headless: true,
    // Chromium's sandbox cannot start as root (CI containers run as root).
    args: process.getuid?.() === 0 ? ["--no-sandbox"] : [],
  });
}
