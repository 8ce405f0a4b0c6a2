import fs from "node:fs";
import path from "node:path";

/** Writes a secret file as CometBFT does: mode 0600, in a 0700 directory, replaced atomically. */
export function writePrivateFile(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text, { mode: 0o600 });
  fs.renameSync(temp, file);
}
