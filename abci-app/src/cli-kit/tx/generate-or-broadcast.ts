import type { Command } from "commander";
import { TxBody, type AuthInfo } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { CometRpcClient } from "../../comet/rpc-client";
import { secp256k1PubKeyAny } from "../../crypto/pubkey";
import type { LedgerContext } from "../context";
import { keyringFor } from "../options";
import { signerAccount, type SignerAccount } from "./account";
import { authInfo, directSignerInfo, type FeeValues } from "./auth-info";
import { broadcastForResponse } from "./broadcast-tx";
import { signingChainId } from "./chain-id";
import { confirmBroadcast } from "./confirm";
import { feeAmount } from "./fees";
import { adjustedGas, DEFAULT_GAS_LIMIT } from "./gas";
import { printTxResponse } from "./output";
import { signDirect } from "./sign-direct";
import { simulateGas } from "./simulate";
import type { TxContext } from "./tx-context";
import { txToJson } from "./tx-json";

/**
 * What every tx command does with its messages, as the SDK's `GenerateOrBroadcastTxCLI`: with --generate-only
 * print the unsigned transaction; with --dry-run print the gas estimate; otherwise ask for confirmation (unless
 * --yes), sign with the --from key (SIGN_MODE_DIRECT) and broadcast, printing the TxResponse.
 */
export async function generateOrBroadcast(ctx: LedgerContext, cmd: Command, tx: TxContext, messages: readonly Any[]): Promise<void> {
  const body = TxBody.fromPartial({ messages: [...messages], memo: tx.memo, timeoutHeight: tx.timeoutHeight });
  const client = tx.offline ? undefined : new CometRpcClient(tx.node);
  const needsAccount = tx.mode !== "generate-only" || tx.gas.simulate;
  const account = needsAccount
    ? await signerAccount(tx.sender, tx, client === undefined ? { offline: true } : { offline: false, client }, ctx.accounts)
    : undefined;

  let gasLimit = tx.gas.simulate ? DEFAULT_GAS_LIMIT : tx.gas.limit;
  if (tx.gas.simulate || tx.mode === "dry-run") {
    const used = await simulateGas(client!, body, simulationAuthInfo(tx, account!, gasLimit));
    const estimate = adjustedGas(used, tx.gasAdjustment);
    if (tx.mode === "dry-run") {
      ctx.out(`gas estimate: ${estimate}\n`);
      return;
    }
    ctx.err(`gas estimate: ${estimate}\n`);
    gasLimit = estimate;
  }

  const fee: FeeValues = { amount: feeAmount(tx.fee, gasLimit), gasLimit, payer: tx.feePayer, granter: tx.feeGranter };
  const unsigned = txToJson({ body, authInfo: authInfo([], fee), signatures: [] }, ctx.messages);
  if (tx.mode === "generate-only") {
    ctx.out(`${JSON.stringify(unsigned)}\n`);
    return;
  }

  const chainId = await signingChainId(cmd, tx);
  if (!tx.yes && !(await confirmBroadcast(ctx, unsigned))) {
    ctx.err("canceled transaction\n");
    return;
  }
  const signer = await keyringFor(cmd).signer(tx.from);
  const signerInfo = directSignerInfo(secp256k1PubKeyAny(tx.key!.pubkey), account!.sequence);
  const signed = await signDirect(signer, tx.sender, { body, authInfo: authInfo([signerInfo], fee), chainId, accountNumber: account!.accountNumber });
  printTxResponse(ctx, await broadcastForResponse(client!, tx.broadcastMode, signed.raw, ctx.messages), tx.output);
}

/**
 * The auth info of the simulated transaction: the signer's public key when known (the keyring's, else the one on
 * chain), its sequence, and the fee the real transaction will pay, so that the fee's transfer is in the estimate.
 */
function simulationAuthInfo(tx: TxContext, account: SignerAccount, gasLimit: bigint): AuthInfo {
  const pubKey = tx.key !== undefined ? secp256k1PubKeyAny(tx.key.pubkey) : account.pubKey;
  const fee: FeeValues = { amount: feeAmount(tx.fee, gasLimit), gasLimit, payer: tx.feePayer, granter: tx.feeGranter };
  return authInfo([directSignerInfo(pubKey, account.sequence)], fee);
}
