import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DirectSecp256k1HdWallet } from "@cosmjs/proto-signing";
import { toHex } from "@cosmjs/encoding";

/** Public test mnemonics: never hold value with them. */
export const MNEMONICS = {
  alice: "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
  bob: "legal winner thank year wave sausage worth useful legal winner thank yellow",
  carol: "letter advice cage absurd amount doctor acoustic avoid letter advice cage above",
} as const;

export interface TestAccount {
  readonly wallet: DirectSecp256k1HdWallet;
  readonly address: string;
  readonly pubkey: Uint8Array;
}

export async function account(name: keyof typeof MNEMONICS): Promise<TestAccount> {
  const wallet = await DirectSecp256k1HdWallet.fromMnemonic(MNEMONICS[name], { prefix: "hid" });
  const [acc] = await wallet.getAccounts();
  return { wallet, address: acc!.address, pubkey: acc!.pubkey };
}

export function tempDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `idledger-${label}-`));
}

export const uhid = (amount: bigint | number) => [{ denom: "uhid", amount: String(amount) }];

export function hex(bytes: Uint8Array): string {
  return toHex(bytes).toUpperCase();
}
