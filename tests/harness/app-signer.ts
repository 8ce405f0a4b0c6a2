import { secp256k1 } from "@noble/curves/secp256k1.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/** An app's Ethereum-style key, signing request messages the way web3.js accounts.sign / ethers signMessage do. */
export class AppSigner {
  readonly address: string;

  constructor(private readonly privateKey: Uint8Array = secp256k1.utils.randomSecretKey()) {
    const publicKey = secp256k1.getPublicKey(privateKey, false);
    this.address = `0x${bytesToHex(keccak_256(publicKey.subarray(1)).subarray(12))}`;
  }

  static fromHex(hex: string): AppSigner {
    return new AppSigner(Uint8Array.from(Buffer.from(hex.replace(/^0x/, ""), "hex")));
  }

  /** The request body: the message, its EIP-191 personal_sign signature and hash. */
  sign<T extends object>(message: T): { message: T; appsign: string; messageHash: string } {
    const text = utf8ToBytes(JSON.stringify(message));
    const hash = keccak_256(new Uint8Array([...utf8ToBytes(`\x19Ethereum Signed Message:\n${text.length}`), ...text]));
    const recovered = secp256k1.sign(hash, this.privateKey, { prehash: false, format: "recovered" });
    // noble puts the recovery id first; Ethereum wants r‖s‖v with v = 27 + recovery id.
    const signature = new Uint8Array([...recovered.subarray(1), 27 + recovered[0]!]);
    return { message, appsign: `0x${bytesToHex(signature)}`, messageHash: `0x${bytesToHex(hash)}` };
  }
}

/** iat/exp for a message signed now, valid for `seconds`. */
export function validity(nowMs: number, seconds = 3600): { iat: number; exp: number } {
  const iat = Math.floor(nowMs / 1000);
  return { iat, exp: iat + seconds };
}
