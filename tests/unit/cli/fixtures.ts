import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stringToPath } from "@cosmjs/crypto";
import { toBase64 } from "@cosmjs/encoding";
import { DirectSecp256k1HdWallet } from "@cosmjs/proto-signing";

/** A valid 24-word mnemonic (entropy 3, 10, 17, …) used wherever a known key is needed. */
export const MNEMONIC =
  "adapt explain ecology dinner glare old unfair empty expect road off suggest dash dolphin captain version oval census uncover inform arrest trash first nice";

/** The independent oracle: what cosmjs derives for a mnemonic, path and prefix. */
export async function cosmjsAccount(mnemonic: string, hdPath = "m/44'/118'/0'/0/0", prefix = "hid"): Promise<{ address: string; pubkeyBase64: string }> {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(mnemonic, { prefix, hdPaths: [stringToPath(hdPath)] });
  const [account] = await wallet.getAccounts();
  return { address: account!.address, pubkeyBase64: toBase64(account!.pubkey) };
}

/** A fresh temporary directory, removed by the returned cleanup. */
export function tempDir(prefix = "idledger-cli-"): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
