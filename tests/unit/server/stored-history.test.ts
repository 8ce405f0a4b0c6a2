import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { TxBody, TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { createRestApp } from "../../../abci-app/src/server/rest/app";
import { listenRest } from "../../../abci-app/src/server/rest/server";
import { txRestRoutes } from "../../../abci-app/src/server/tx/rest";
import { txServiceMethods } from "../../../abci-app/src/server/tx/service";
import { silentLogger } from "../../../lib/logger";
import { authInfoWithNestedModeInfo, nestedExec } from "../../../scripts/bench/hostile-txs";
import { HASH, rpcResultTx, stubComet } from "../comet/rpc-stub";

const send = {
  typeUrl: "/cosmos.bank.v1beta1.MsgSend",
  value: MsgSend.encode({ fromAddress: "hid1a", toAddress: "hid1b", amount: [{ denom: "uhid", amount: "1" }] }).finish(),
};
const unregistered = { typeUrl: "/not.a.registered.Option", value: Uint8Array.of(1, 2, 3) };

/** Transactions a chain's history may hold from before the decoding rules of tx/limits.ts: each must still render. */
const HISTORY = {
  "an extension option of an unregistered type": TxRaw.encode({
    bodyBytes: TxBody.encode(TxBody.fromPartial({ messages: [send], nonCriticalExtensionOptions: [unregistered] })).finish(),
    authInfoBytes: new Uint8Array(),
    signatures: [Uint8Array.of(7)],
  }).finish(),
  "a MsgExec 3,000 levels deep": TxRaw.encode({
    bodyBytes: TxBody.encode(TxBody.fromPartial({ messages: [nestedExec(send, "hid1a", 3_000)] })).finish(),
    authInfoBytes: new Uint8Array(),
    signatures: [],
  }).finish(),
  "signer mode infos nested 200,000 levels deep": TxRaw.encode({
    bodyBytes: new Uint8Array(),
    authInfoBytes: authInfoWithNestedModeInfo(200_000),
    signatures: [],
  }).finish(),
};

describe.each(Object.entries(HISTORY))("REST over a stored transaction with %s", (_what, txBytes) => {
  const stored = { ...rpcResultTx(), tx: Buffer.from(txBytes).toString("base64") };
  const rpc = stubComet({
    tx: () => stored,
    tx_search: () => ({ txs: [stored, stored], total_count: "2" }),
    header: () => ({ header: { time: "2026-01-01T00:00:20Z" } }),
  }).rpc;
  let server: Awaited<ReturnType<typeof listenRest>>;

  beforeAll(async () => {
    const app = createRestApp({
      query: async () => {
        throw new Error("no query expected");
      },
      methods: txServiceMethods({
        rpc,
        query: async () => {
          throw new Error("no query expected");
        },
      }),
      routes: txRestRoutes,
      logger: silentLogger,
    });
    server = await listenRest(app, "tcp://127.0.0.1:0");
  });
  afterAll(() => server.close());

  test("GetTx answers 200 and the TxResponse carries the transaction's bytes", async () => {
    const res = await fetch(`${server.url}/cosmos/tx/v1beta1/txs/${HASH}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body.tx_response.txhash).toBe(HASH);
    expect(JSON.stringify(body.tx_response.tx)).toContain("/cosmos.tx.v1beta1.Tx");
  });

  test("every GetTxsEvent page holding it answers 200", async () => {
    const res = await fetch(`${server.url}/cosmos/tx/v1beta1/txs?events=message.sender%3D'hid1a'`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).tx_responses).toHaveLength(2);
  });
});

test("an Any the node cannot print in full prints raw: the unregistered extension option", async () => {
  const rpc = stubComet({
    tx: () => ({ ...rpcResultTx(), tx: Buffer.from(HISTORY["an extension option of an unregistered type"]).toString("base64") }),
    header: () => ({ header: { time: "2026-01-01T00:00:20Z" } }),
  }).rpc;
  const server = await listenRest(
    createRestApp({
      query: async () => {
        throw new Error("no query");
      },
      methods: txServiceMethods({
        rpc,
        query: async () => {
          throw new Error("no query");
        },
      }),
      routes: txRestRoutes,
      logger: silentLogger,
    }),
    "tcp://127.0.0.1:0",
  );
  try {
    const body = (await (await fetch(`${server.url}/cosmos/tx/v1beta1/txs/${HASH}`)).json()) as any;
    expect(body.tx.body.non_critical_extension_options).toEqual([{ "@type": "/not.a.registered.Option", value: "AQID" }]);
    expect(body.tx.body.messages[0]).toMatchObject({ "@type": "/cosmos.bank.v1beta1.MsgSend", to_address: "hid1b" });
  } finally {
    await server.close();
  }
});
