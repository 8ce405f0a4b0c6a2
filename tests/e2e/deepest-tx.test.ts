import fs from "node:fs";
import { makeAuthInfoBytes, makeSignDoc, encodePubkey } from "@cosmjs/proto-signing";
import { encodeSecp256k1Pubkey } from "@cosmjs/amino";
import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { TxBody, TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { setCometConfigValues } from "../../abci-app/src/node/cometbft/config-file";
import { homeLayout } from "../../abci-app/src/cli-kit/home";
import { MAX_ANY_DEPTH, MAX_ANYS_PER_MESSAGE, MAX_UNKNOWN_GROUP_DEPTH } from "../../abci-app/src/tx/limits";
import { nestedExec, wideExec, withNestedGroups } from "../../scripts/bench/hostile-txs";
import { initLocalNode, startLocalNode, type LocalHome, type LocalNode } from "../harness/local-node";
import { account, uhid, type TestAccount } from "../integration/app/fixtures";

const CHAIN_ID = "idledger-deepest";

/**
 * The fork the issue found: a MsgExec nested a few thousand levels deep passed CheckTx, then overflowed the stack in
 * execution on some nodes and not others, depending on how warm V8's JIT was; a freshly started full node replaying
 * the block halted on a wrong app hash. Now the deepest transactions the limits allow (tx/limits.ts) execute the same
 * everywhere: a validator commits them, a full node started afterwards replays those blocks with a cold JIT and agrees
 * on every app hash; one level deeper is refused in CheckTx.
 */
describe("the deepest transactions the limits allow", () => {
  let bob: TestAccount;
  let validator: LocalHome;
  let full: LocalHome;
  const nodes: LocalNode[] = [];
  let sequence = 0n;

  beforeAll(async () => {
    bob = await account("bob");
    validator = await initLocalNode({
      chainId: CHAIN_ID,
      moniker: "validator0",
      blockTime: "500ms",
      accounts: [{ address: bob.address, coins: uhid(1_000_000_000n) }],
    });
    full = await initLocalNode({ chainId: CHAIN_ID, moniker: "full0", mode: "full" });
    fs.copyFileSync(homeLayout(validator.home).genesis, homeLayout(full.home).genesis);
    setCometConfigValues(homeLayout(full.home).cometConfig, { "p2p.persistent_peers": validator.peerAddress });
  });
  afterAll(async () => {
    for (const node of nodes) await node.stop();
    for (const local of [validator, full]) if (local) fs.rmSync(local.home, { recursive: true, force: true });
  });

  const send = (amount: number): Any => ({
    typeUrl: "/cosmos.bank.v1beta1.MsgSend",
    value: MsgSend.encode({ fromAddress: bob.address, toAddress: bob.address, amount: uhid(amount) }).finish(),
  });

  /** Signed by bob (SIGN_MODE_DIRECT) over a body of `messages` followed by `groups` nested groups in a non-critical field. */
  async function tx(messages: Any[], groups = 0): Promise<Uint8Array> {
    const bodyBytes = withNestedGroups(TxBody.encode(TxBody.fromPartial({ messages })).finish(), groups);
    const authInfoBytes = makeAuthInfoBytes(
      [{ pubkey: encodePubkey(encodeSecp256k1Pubkey(bob.pubkey)), sequence: Number(sequence) }],
      [],
      20_000_000,
      undefined,
      undefined,
    );
    const { signature } = await bob.wallet.signDirect(bob.address, makeSignDoc(bodyBytes, authInfoBytes, CHAIN_ID, 0));
    return TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [Buffer.from(signature.signature, "base64")] }).finish();
  }

  test("a validator commits them and a full node started afterwards replays their blocks to the same app hashes", async () => {
    const node = await startLocalNode(validator, { minHeight: 2 });
    nodes.push(node);

    const tooDeep = [
      await tx([nestedExec(send(1), bob.address, MAX_ANY_DEPTH + 1)]),
      await tx([send(1)], MAX_UNKNOWN_GROUP_DEPTH + 1),
      await tx([nestedExec(send(1), bob.address, 5_000)]),
    ];
    for (const refused of tooDeep)
      expect(await rpc(validator.rpcUrl, "broadcast_tx_sync", { tx: base64(refused) })).toMatchObject({ code: 2, codespace: "sdk" });

    const committed: { hash: string; height: number }[] = [];
    const deepest: [Any[], number][] = [
      [[nestedExec(send(1), bob.address, MAX_ANY_DEPTH)], MAX_UNKNOWN_GROUP_DEPTH],
      [[wideExec(send(1), bob.address, MAX_ANYS_PER_MESSAGE - 1)], 0],
      [[nestedExec(wideExec(send(1), bob.address, 5), bob.address, MAX_ANY_DEPTH - 1)], 0],
    ];
    for (const [messages, groups] of deepest) {
      const bytes = await tx(messages, groups);
      const result = (await rpc(validator.rpcUrl, "broadcast_tx_commit", { tx: base64(bytes) })) as {
        check_tx: { code: number };
        tx_result: { code: number; log: string };
        hash: string;
        height: string;
      };
      expect({ check: result.check_tx.code, deliver: result.tx_result.code, log: result.tx_result.log }).toMatchObject({ check: 0, deliver: 0 });
      committed.push({ hash: result.hash, height: Number(result.height) });
      sequence++;
    }

    const target = (await node.height()) + 2;
    await node.waitForHeight(target);
    const follower = await startLocalNode(full, { minHeight: target, timeoutMs: 60_000 });
    nodes.push(follower);
    for (const { hash, height } of committed) {
      const [onValidator, onFull] = await Promise.all([validator, full].map((local) => rpc(local.rpcUrl, "tx", { hash: base64(Buffer.from(hash, "hex")) })));
      expect((onFull as { tx_result: unknown }).tx_result).toEqual((onValidator as { tx_result: unknown }).tx_result);
      expect(Number((onFull as { height: string }).height)).toBe(height);
    }
    // Each node's own app hash after the last block both executed is the one the next block's header commits to.
    const info = (await rpc(full.rpcUrl, "abci_info", {})) as { response: { last_block_height: string; last_block_app_hash: string } };
    const next = (await rpc(validator.rpcUrl, "header", { height: String(Number(info.response.last_block_height) + 1) })) as { header: { app_hash: string } };
    expect(Buffer.from(info.response.last_block_app_hash, "base64").toString("hex").toUpperCase()).toBe(next.header.app_hash);
  }, 180_000);
});

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("base64");
}

async function rpc(url: string, method: string, params: Record<string, unknown>): Promise<unknown> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const reply = (await res.json()) as { result?: unknown; error?: { data?: string; message: string } };
  if (reply.error !== undefined) throw new Error(`${method}: ${reply.error.data ?? reply.error.message}`);
  return reply.result;
}
