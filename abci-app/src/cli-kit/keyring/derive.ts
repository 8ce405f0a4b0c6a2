import { Bip39, EnglishMnemonic, Secp256k1, Slip10, Slip10Curve, type HdPath } from "@cosmjs/crypto";

/** A secp256k1 key pair; the public key is compressed (33 bytes), as accounts use it. */
export interface Secp256k1KeyPair {
  readonly privkey: Uint8Array;
  readonly pubkey: Uint8Array;
}

/**
 * Derives the secp256k1 key at `path` from a checked mnemonic: BIP-39 seed (with the optional passphrase), then
 * BIP-32 derivation. This is the derivation of the SDK's `hd.Secp256k1` and of cosmjs's DirectSecp256k1HdWallet.
 */
export async function deriveSecp256k1(mnemonic: string, path: HdPath, bip39Passphrase = ""): Promise<Secp256k1KeyPair> {
  const seed = await Bip39.mnemonicToSeed(new EnglishMnemonic(mnemonic), bip39Passphrase);
  const { privkey } = Slip10.derivePath(Slip10Curve.Secp256k1, seed, path);
  return { privkey, pubkey: compressedPubkey(privkey) };
}

/** The compressed public key of a private key. */
export function compressedPubkey(privkey: Uint8Array): Uint8Array {
  return Secp256k1.compressPubkey(Secp256k1.makeKeypair(privkey).pubkey);
}
