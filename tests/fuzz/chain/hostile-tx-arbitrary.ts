import fc from "fast-check";
import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { AuthInfo, TxBody, TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { MAX_ANY_DEPTH, MAX_ANYS_PER_MESSAGE, MAX_UNKNOWN_GROUP_DEPTH } from "../../../abci-app/src/tx/limits";
import { signedTx, type Sender } from "../../../scripts/bench/chain";
import { authInfoWithNestedModeInfo, nestedExec, wideExec, withNestedGroups } from "../../../scripts/bench/hostile-txs";

const KNOWN_TYPE_URLS = [
  "/cosmos.bank.v1beta1.MsgSend",
  "/cosmos.authz.v1beta1.MsgExec",
  "/cosmos.authz.v1beta1.MsgGrant",
  "/cosmos.feegrant.v1beta1.MsgGrantAllowance",
  "/cosmos.feegrant.v1beta1.AllowedMsgAllowance",
  "/hypersignprotocol.hidnode.ssi.MsgCreateDID",
  "/cosmos.crypto.secp256k1.PubKey",
  "/cosmos.auth.v1beta1.BaseAccount",
];

/**
 * Transactions as an attacker would send them, from `senders` (funded, so that the valid ones execute): raw bytes,
 * valid transactions with bytes flipped, cut or inserted, and well-formed transactions carrying hostile parts —
 * MsgExec nested around the limit, wide MsgExecs, Anys of random types and bytes, unknown extension options,
 * groups in a non-critical field, multi-signature mode infos nested in each other.
 */
export function hostileTx(senders: readonly Sender[]): fc.Arbitrary<() => Uint8Array> {
  const sender = fc.constantFrom(...senders);
  const send = (from: Sender, amount: bigint): Any => ({
    typeUrl: "/cosmos.bank.v1beta1.MsgSend",
    value: MsgSend.encode({ fromAddress: from.address, toAddress: senders[0]!.address, amount: [{ denom: "uhid", amount: amount.toString() }] }).finish(),
  });
  const randomAny: fc.Arbitrary<Any> = fc.record({
    typeUrl: fc.oneof(fc.constantFrom(...KNOWN_TYPE_URLS), fc.string({ maxLength: 40 })),
    value: fc.uint8Array({ maxLength: 200 }),
  });
  const message = (from: Sender): fc.Arbitrary<Any> =>
    fc.oneof(
      fc.bigInt({ min: 0n, max: 2_000_000_000n }).map((amount) => send(from, amount)),
      fc.oneof(fc.integer({ min: 1, max: MAX_ANY_DEPTH + 4 }), fc.constant(3_000)).map((depth) => nestedExec(send(from, 1n), from.address, depth)),
      fc.integer({ min: MAX_ANYS_PER_MESSAGE - 3, max: MAX_ANYS_PER_MESSAGE + 3 }).map((width) => wideExec(send(from, 1n), from.address, width)),
      randomAny,
    );

  const valid = sender.chain((from) => fc.array(message(from), { minLength: 1, maxLength: 3 }).map((messages) => () => signedTx(from, messages)));
  const mutated = fc
    .tuple(valid, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 }), fc.constantFrom("flip", "cut", "insert")), { minLength: 1, maxLength: 4 }))
    .map(
      ([build, edits]) =>
        () =>
          mutate(build(), edits),
    );
  const withParts = fc
    .record({
      from: sender,
      groups: fc.integer({ min: 0, max: MAX_UNKNOWN_GROUP_DEPTH + 8 }),
      modeInfoDepth: fc.integer({ min: 1, max: 40 }),
      options: fc.array(randomAny, { maxLength: 2 }),
      critical: fc.boolean(),
    })
    .map(({ from, groups, modeInfoDepth, options, critical }) => () => {
      const body = TxBody.encode(
        TxBody.fromPartial({ messages: [send(from, 1n)], ...(critical ? { extensionOptions: options } : { nonCriticalExtensionOptions: options }) }),
      ).finish();
      const authInfo =
        modeInfoDepth > 1 ? authInfoWithNestedModeInfo(modeInfoDepth) : AuthInfo.encode(AuthInfo.fromPartial({ fee: { gasLimit: 200_000n } })).finish();
      return TxRaw.encode({ bodyBytes: withNestedGroups(body, groups), authInfoBytes: authInfo, signatures: [new Uint8Array(64)] }).finish();
    });
  const raw = fc.uint8Array({ maxLength: 600 }).map((bytes) => () => bytes);
  return fc.oneof(valid, mutated, withParts, raw);
}

function mutate(bytes: Uint8Array, edits: readonly [number, number, "flip" | "cut" | "insert"][]): Uint8Array {
  let out = Array.from(bytes);
  for (const [at, value, kind] of edits) {
    const i = out.length === 0 ? 0 : at % out.length;
    if (kind === "flip") out[i] = value;
    else if (kind === "cut") out = out.slice(0, i);
    else out.splice(i, 0, value);
  }
  return Uint8Array.from(out);
}
