import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AbciClient } from "../../../abci-app/src/abci/client";
import { AbciServer } from "../../../abci-app/src/abci/server";
import { silentLogger } from "../../../lib/logger";
import { KvStoreApp } from "./kvstore-app";
import { infoRequest } from "./requests";

let dir: string;
const opened: Array<{ close(): Promise<void> }> = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "abci-"));
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
  rmSync(dir, { recursive: true, force: true });
});

async function serveOn(address: string): Promise<string> {
  const server = new AbciServer(new KvStoreApp(), { logger: silentLogger });
  const bound = await server.listen(address);
  opened.push(server);
  return bound;
}

async function echoOver(address: string, message: string): Promise<string> {
  const client = await AbciClient.connect(address);
  try {
    return (await client.echo(message)).message;
  } finally {
    await client.close();
  }
}

/** Leaves a socket file behind the way a crashed node does: a process that listens, then is killed. */
function leaveStaleSocket(path: string): void {
  const script = `require("net").createServer().listen(${JSON.stringify(path)}, () => process.kill(process.pid, "SIGKILL"))`;
  spawnSync(process.execPath, ["-e", script]);
}

describe("ABCI over a unix socket", () => {
  it("serves on unix:///path and reports that address", async () => {
    const address = `unix://${join(dir, "abci.sock")}`;
    expect(await serveOn(address)).toBe(address);
    const client = await AbciClient.connect(address);
    opened.push(client);
    expect((await client.info(infoRequest())).data).toBe("kvstore");
  });

  it("lets only its owner connect: the socket file is 0600", async () => {
    const path = join(dir, "node.sock");
    await serveOn(`unix://${path}`);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it("replaces a stale socket file left by a process that died", async () => {
    const path = join(dir, "abci.sock");
    leaveStaleSocket(path);
    expect(existsSync(path)).toBe(true);
    const address = await serveOn(`unix://${path}`);
    expect(await echoOver(address, "revived")).toBe("revived");
  });

  it("refuses to take over a socket another server still listens on, and leaves that server working", async () => {
    const address = await serveOn(`unix://${join(dir, "abci.sock")}`);
    const second = new AbciServer(new KvStoreApp(), { logger: silentLogger });
    await expect(second.listen(address)).rejects.toThrow(/EADDRINUSE/);
    expect(await echoOver(address, "first")).toBe("first");
  });

  it("never deletes a path that is not a socket", async () => {
    const path = join(dir, "important.txt");
    writeFileSync(path, "keep me");
    const server = new AbciServer(new KvStoreApp(), { logger: silentLogger });
    await expect(server.listen(`unix://${path}`)).rejects.toThrow(/EADDRINUSE/);
    expect(readFileSync(path, "utf8")).toBe("keep me");
  });

  it("removes its socket file on close", async () => {
    const path = join(dir, "abci.sock");
    const server = new AbciServer(new KvStoreApp(), { logger: silentLogger });
    await server.listen(`unix://${path}`);
    await server.close();
    expect(existsSync(path)).toBe(false);
  });
});
