import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { randomBytes } from "node:crypto";
import secp256k1 from "secp256k1";

/**
 * An app's request signer on libsecp256k1 (the native binding signs in ~60 µs, noble in ~1 ms), so that a
 * benchmark can sign tens of thousands of requests quickly. Same output as tests/harness/app-signer.ts.
 */
export class NativeAppSigner {
  readonly address: string;
  private readonly privateKey: Uint8Array = newPrivateKey();

  constructor() {
    const publicKey = secp256k1.publicKeyCreate(this.privateKey, false);
    this.address = `0x${bytesToHex(keccak_256(publicKey.subarray(1)).subarray(12))}`;
  }

  sign<T extends object>(message: T): { message: T; appsign: string; messageHash: string } {
    const text = utf8ToBytes(JSON.stringify(message));
    const hash = keccak_256(new Uint8Array([...utf8ToBytes(`\x19Ethereum Signed Message:\n${text.length}`), ...text]));
    const { signature, recid } = secp256k1.ecdsaSign(hash, this.privateKey);
    return { message, appsign: `0x${bytesToHex(signature)}${(27 + recid).toString(16)}`, messageHash: `0x${bytesToHex(hash)}` };
  }
}

function newPrivateKey(): Uint8Array {
  for (;;) {
    const key = randomBytes(32);
    if (secp256k1.privateKeyVerify(key)) return key;
  }
}
