import { lstat, unlink } from "node:fs/promises";
import { connect } from "node:net";

/**
 * Removes a socket file left behind by a process that died without closing it, so that listening on
 * `path` can succeed. Leaves the file alone when a server still answers on it (listening then fails with
 * EADDRINUSE, as it should) and never touches a path that is not a socket.
 */
export async function removeStaleSocket(path: string): Promise<void> {
  const stats = await lstat(path).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return undefined;
    throw err;
  });
  if (stats === undefined || !stats.isSocket()) return;
  if (await isListening(path)) return;
  await unlink(path).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== "ENOENT") throw err;
  });
}

function isListening(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect({ path });
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", (err: NodeJS.ErrnoException) => resolve(err.code !== "ECONNREFUSED"));
  });
}
