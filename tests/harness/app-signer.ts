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

/** The reference's vector (docs/event-api.md): web3.js accounts.sign and ethers signMessage give exactly these. */
export const PERSONAL_SIGN_VECTOR = {
  privateKey: "0x1111111111111111111111111111111111111111111111111111111111111111",
  address: "0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A",
  message: {
    appId: "6274a30fc43e35144642a484",
    externalUserId: "456fhrghtuht374",
    eventId: "6274b4cde7556226721e620c",
    isEmail: false,
    iat: 1651816302,
    exp: 1651902702,
    metaData: { page: 1, limit: 10 },
  },
  messageHash: "0xe473bbfa252d7b7362ad17c8fe38c9fde9acb08dc63e862d229642b10467a6f4",
  signature: "0xeea403d3238810d23b97b13fd544e1d0b6138218a7f6e2a063069198c541a8060dc6c3c3161bf5e3d3888d37f74e46af059afa78defe269ed92055fa9801f1a31b",
} as const;
