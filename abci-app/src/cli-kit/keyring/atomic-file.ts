import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Creates `file` with `content`, all or nothing, and never over an existing file: the content is written and
 * flushed to a temporary file beside it, then hard-linked into place. A crash leaves either no file or the whole
 * file (plus, at worst, a stray temporary file); returns false, writing nothing, when `file` already exists.
 */
export function createFileAtomically(file: string, content: string | Uint8Array, mode = 0o600): boolean {
  const dir = path.dirname(file);
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  const fd = fs.openSync(temp, "wx", mode);
  try {
    fs.writeFileSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  syncDirectory(dir);
  return true;
}

/** Flushes a directory's entries (a new or removed name) to disk; a no-op where directories cannot be opened. */
export function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, "r");
    fs.fsyncSync(fd);
  } catch {
    // Windows cannot open a directory; its file system journals the rename itself.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Creates a private directory (0700) and its parents if missing. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** A directory's entries, or none when it does not exist. */
export function listDir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
}

/** Deletes a file; false when there was none. */
export function removeFile(file: string): boolean {
  try {
    fs.unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw err;
  }
  syncDirectory(path.dirname(file));
  return true;
}
