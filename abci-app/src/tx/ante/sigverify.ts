import { SignMode } from "cosmjs-types/cosmos/tx/signing/v1beta1/signing";
import type { SignerInfo } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { decodeAccountPubKey, pubKeyAddress, secp256k1PubKeyAny } from "../../crypto/pubkey";
import { verifySecp256k1Digest } from "../../crypto/secp256k1";
import type { Context } from "../../module-kit/context";
import { encodeStdBase64 } from "../../types/base64";
import { event } from "../../types/events";
import { ErrInvalidPubKey, ErrTooManySignatures, ErrUnauthorized, ErrWrongSequence } from "../../types/sdk-errors";
import type { AccountKeeper } from "../expected-keepers";
import { directSignDigests } from "../sign-doc";
import { signerAccount } from "./signer-account";
import type { AnteDecorator, AnteOptions } from "./types";

/** The SDK's placeholder key for simulations of transactions whose signer has no key on chain yet. */
const SIMULATION_PUBKEY = secp256k1PubKeyAny(Buffer.from("035AD6810A47F073553FF30D2FCC7E0D3B1C0B74B61A1AAA2582344037151E143A", "hex"));

/**
 * Stores each signer's public key on its account at its first transaction, after checking that the key
 * belongs to the signer's address; emits tx{acc_seq} and tx{signature} for indexers (SetPubKeyDecorator).
 */
export function setPubKey(accounts: AccountKeeper): AnteDecorator {
  return (ctx, { tx, signers, simulate }) => {
    tx.signerInfos.forEach((info, i) => {
      const signer = signers[i]!;
      const pubKey = info.publicKey ?? (simulate ? SIMULATION_PUBKEY : undefined);
      if (pubKey === undefined) return;
      if (!simulate && !Buffer.from(pubKeyAddress(decodeAccountPubKey(pubKey))).equals(signer)) {
        throw ErrInvalidPubKey.wrap(`pubKey does not match signer address ${accounts.addressCodec.encode(signer)} with signer index: ${i}`);
      }
      const account = signerAccount(ctx, accounts, signer);
      if (account.pubKey === undefined) accounts.setAccount(ctx, { ...account, pubKey });
    });
    tx.signerInfos.forEach((info, i) => {
      ctx.events.emit(event("tx", { acc_seq: `${accounts.addressCodec.encode(signers[i]!)}/${info.sequence}` }));
      ctx.events.emit(event("tx", { signature: encodeStdBase64(tx.signatures[i] ?? new Uint8Array()) }));
    });
  };
}

/** At most tx_sig_limit keys may sign (ValidateSigCountDecorator). */
export function validateSigCount(accounts: AccountKeeper): AnteDecorator {
  return (ctx, { tx }) => {
    const count = BigInt(tx.signerInfos.filter((info) => info.publicKey !== undefined).length);
    const limit = accounts.getParams(ctx).txSigLimit;
    if (count > limit) throw ErrTooManySignatures.wrap(`signatures: ${count}, limit: ${limit}`);
  };
}

/** Charges the verification cost of each signer's key type; ed25519 account keys are refused (SigGasConsumeDecorator). */
export function consumeSigGas(accounts: AccountKeeper): AnteDecorator {
  return (ctx, { signers, simulate }) => {
    const params = accounts.getParams(ctx);
    for (const signer of signers) {
      const account = signerAccount(ctx, accounts, signer);
      const pubKey = account.pubKey ?? (simulate ? SIMULATION_PUBKEY : undefined);
      if (pubKey === undefined) throw ErrInvalidPubKey.wrap("pubkey on account is not set");
      const key = decodeAccountPubKey(pubKey);
      if (key.type === "ed25519") {
        ctx.gasMeter.consume(params.sigVerifyCostEd25519, "ante verify: ed25519");
        throw ErrInvalidPubKey.wrap("ED25519 public keys are unsupported");
      }
      ctx.gasMeter.consume(params.sigVerifyCostSecp256k1, "ante verify: secp256k1");
    }
  };
}

/**
 * Checks every signer's sequence and, outside simulation and ReCheck, its SIGN_MODE_DIRECT signature
 * (SigVerificationDecorator). A signature already verified, in CheckTx or ahead of its turn on the signature threads
 * (signature-prefetch.ts), for the account number the signer has now, is not verified again.
 */
export function verifySignatures({ accountKeeper, signatureCache }: AnteOptions): AnteDecorator {
  return (ctx, { tx, signers, simulate }) => {
    const verifiedBefore = ctx.mode === "finalize" || ctx.mode === "check" ? signatureCache.lookup(tx.hash) : undefined;
    const accountNumbers: bigint[] = [];
    const digestFor = directSignDigests(tx.bodyBytes, tx.authInfoBytes, ctx.chainId, signers.length);
    signers.forEach((signer, i) => {
      const account = signerAccount(ctx, accountKeeper, signer);
      if (!simulate && account.pubKey === undefined) throw ErrInvalidPubKey.wrap("pubkey on account is not set");
      const info = tx.signerInfos[i]!;
      if (info.sequence !== account.sequence) {
        throw ErrWrongSequence.wrap(`account sequence mismatch, expected ${account.sequence}, got ${info.sequence}`);
      }
      // Genesis transactions (height 0) are signed for account number 0.
      const accountNumber = ctx.height === 0n ? 0n : account.accountNumber;
      accountNumbers.push(accountNumber);
      if (simulate || ctx.isReCheckTx) return;
      signatureCache.noteAccountNumber(signer, accountNumber);
      if (verifiedBefore?.[i] === accountNumber) return;
      verifyOne(ctx, info, tx.signatures[i]!, account.pubKey!, digestFor, accountNumber);
    });
    if (ctx.mode === "check") signatureCache.remember(tx.hash, accountNumbers);
    if (ctx.mode === "finalize" && verifiedBefore !== undefined) signatureCache.forget(tx.hash);
  };
}

function verifyOne(
  ctx: Context,
  info: SignerInfo,
  signature: Uint8Array,
  pubKey: NonNullable<SignerInfo["publicKey"]>,
  digestFor: (accountNumber: bigint) => Uint8Array,
  accountNumber: bigint,
): void {
  const failed = (reason: string) => ErrUnauthorized.wrap(`signature verification failed; ${reason}`);
  const mode = info.modeInfo?.single?.mode;
  if (mode !== SignMode.SIGN_MODE_DIRECT) {
    throw failed(
      info.modeInfo?.multi !== undefined
        ? "multisig signatures are not supported"
        : `sign mode ${SignMode[mode ?? -1] ?? mode} is not supported, use SIGN_MODE_DIRECT`,
    );
  }
  const key = decodeAccountPubKey(pubKey);
  if (key.type !== "secp256k1" || !verifySecp256k1Digest(digestFor(accountNumber), signature, key.key)) {
    throw failed(`please verify account number (${accountNumber}) and chain-id (${ctx.chainId})`);
  }
}

/** Every signer's sequence goes up by one, in every mode (IncrementSequenceDecorator). */
export function incrementSequence(accounts: AccountKeeper): AnteDecorator {
  return (ctx, { signers }) => {
    for (const signer of signers) {
      const account = signerAccount(ctx, accounts, signer);
      accounts.setAccount(ctx, { ...account, sequence: account.sequence + 1n });
    }
  };
}
