import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A private D-Bus session bus with gnome-keyring's Secret Service on it, unlocked; for the os keyring tests. */
export interface SecretService {
  /** The bus address to put in DBUS_SESSION_BUS_ADDRESS. */
  readonly address: string;
  stop(): Promise<void>;
}

const TOOLS = ["dbus-daemon", "dbus-send", "gnome-keyring-daemon"];

/** Why a Secret Service cannot be started here, or undefined when it can. */
export function secretServiceUnavailable(): string | undefined {
  const missing = TOOLS.filter((tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0);
  if (process.platform !== "linux") return `the Secret Service test runs on Linux only (this is ${process.platform})`;
  return missing.length > 0 ? `${missing.join(", ")} not found (Debian packages dbus-daemon, dbus-bin, gnome-keyring; .ci/run installs them)` : undefined;
}

/**
 * Starts dbus-daemon (a session bus of its own) and gnome-keyring-daemon's secrets component with a login keyring
 * unlocked by a throwaway password, both with HOME and XDG directories in a temporary directory, so nothing of the
 * user's own keyring is read or written. Waits until org.freedesktop.secrets answers on the bus.
 */
export async function startSecretService(): Promise<SecretService> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-secret-service-"));
  const env = {
    PATH: process.env["PATH"] ?? "/usr/bin:/bin",
    HOME: root,
    XDG_DATA_HOME: path.join(root, "data"),
    XDG_CONFIG_HOME: path.join(root, "config"),
    XDG_RUNTIME_DIR: path.join(root, "run"),
  };
  fs.mkdirSync(env.XDG_RUNTIME_DIR, { mode: 0o700 });
  const children: ChildProcess[] = [];
  const stop = async (): Promise<void> => {
    for (const child of children.reverse()) await kill(child);
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    const bus = spawn("dbus-daemon", ["--session", "--nofork", "--nopidfile", `--address=unix:path=${path.join(root, "bus")}`, "--print-address=1"], {
      env,
      stdio: ["ignore", "pipe", "ignore"],
    });
    children.push(bus);
    const address = (await firstLine(bus)).trim();
    const busEnv = { ...env, DBUS_SESSION_BUS_ADDRESS: address };
    const keyring = spawn("gnome-keyring-daemon", ["--foreground", "--unlock", "--components=secrets"], { env: busEnv, stdio: ["pipe", "ignore", "ignore"] });
    children.push(keyring);
    keyring.stdin!.end("throwaway test password");
    await waitFor(() => hasSecretsOwner(busEnv), 10_000);
    return { address, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

function hasSecretsOwner(env: NodeJS.ProcessEnv): boolean {
  const reply = spawnSync(
    "dbus-send",
    [
      "--session",
      "--print-reply",
      "--dest=org.freedesktop.DBus",
      "/org/freedesktop/DBus",
      "org.freedesktop.DBus.NameHasOwner",
      "string:org.freedesktop.secrets",
    ],
    { env, encoding: "utf8" },
  );
  return reply.status === 0 && reply.stdout.includes("boolean true");
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`the Secret Service did not appear on the bus within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(text.split("\n")[0]!);
    });
    child.once("exit", (code) => reject(new Error(`${String(child.spawnargs[0])} exited with ${String(code)} before printing its address`)));
    child.once("error", reject);
  });
}

function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
