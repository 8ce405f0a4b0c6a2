import { fromBech32, toBech32 } from "@cosmjs/encoding";
import {
  QueryClient,
  setupAuthExtension,
  setupBankExtension,
  setupDistributionExtension,
  setupSlashingExtension,
  setupStakingExtension,
} from "@cosmjs/stargate";
import type { CometClient } from "@cosmjs/tendermint-rpc";
import { BaseAccount } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import { MsgCreateValidator } from "cosmjs-types/cosmos/staking/v1beta1/tx";
import type { ExecTxResult, ResponseFinalizeBlock } from "cosmjs-types/tendermint/abci/types";
import { ed25519PubKeyAny } from "../../abci-app/src/modules/staking/types/consensus-key";
import { sha256 } from "../../abci-app/src/types/hash";
import type { TestAccount } from "../integration/app/fixtures";
import type { BlockExtras, TestChain } from "./chain";
import { signTx } from "./tx-builder";

/** A validator's test consensus key: 32 copies of one byte, so tests can name validators by it. */
export const consensusKey = (byte: number) => new Uint8Array(32).fill(byte);
export const consensusAddressOf = (byte: number) => sha256(consensusKey(byte)).subarray(0, 20);
export const valcons = (byte: number) => toBech32("hidvalcons", consensusAddressOf(byte), 90);
/** The operator address of an account: the same bytes, prefix hidvaloper. */
export const valoper = (address: string) => toBech32("hidvaloper", fromBech32(address, 90).data, 90);

/** MsgCreateValidator of `owner` with the test key `keyByte`, self-delegating `amount` uhid, commission 10%. */
export function createValidatorMsg(owner: TestAccount, keyByte: number, amount: bigint) {
  return {
    typeUrl: "/cosmos.staking.v1beta1.MsgCreateValidator",
    value: MsgCreateValidator.fromPartial({
      description: { moniker: `validator-${keyByte}` },
      commission: { rate: "100000000000000000", maxRate: "200000000000000000", maxChangeRate: "10000000000000000" },
      minSelfDelegation: "1",
      delegatorAddress: owner.address,
      validatorAddress: valoper(owner.address),
      pubkey: ed25519PubKeyAny(consensusKey(keyByte)),
      value: { denom: "uhid", amount: String(amount) },
    }),
  };
}

/** cosmjs's query client with the auth, bank, staking, slashing and distribution extensions, over the harness chain's ABCI queries. */
export function stakingQueryClient(chain: TestChain) {
  const transport = {
    async abciQuery(params: { path: string; data: Uint8Array; height?: number }) {
      const res = await chain.rawQuery(params.path, params.data, BigInt(params.height ?? 0));
      return { ...res, height: Number(res.height), index: Number(res.index) };
    },
  } as unknown as CometClient;
  return QueryClient.withExtensions(
    transport,
    setupAuthExtension,
    setupBankExtension,
    setupStakingExtension,
    setupSlashingExtension,
    setupDistributionExtension,
  );
}

/**
 * Signs one message as cosmjs does (account number and sequence read from the chain, no fee) and puts it in a block
 * of its own, with `extra` votes or evidence.
 */
export async function sendInBlock(
  chain: TestChain,
  signer: TestAccount,
  message: { typeUrl: string; value: unknown },
  extra: BlockExtras = {},
): Promise<{ result: ExecTxResult; finalize: ResponseFinalizeBlock }> {
  const any = await stakingQueryClient(chain)
    .auth.account(signer.address)
    .catch(() => null);
  const { accountNumber, sequence } = any === null ? { accountNumber: 0n, sequence: 0n } : BaseAccount.decode(any.value);
  const tx = await signTx(signer.wallet, [message], {
    chainId: chain.chainId,
    accountNumber,
    sequence,
    fee: { amount: [{ denom: "uhid", amount: "0" }], gas: 400_000n },
  });
  const { txResults, finalize } = await chain.block([tx], extra);
  return { result: txResults[0]!, finalize };
}
