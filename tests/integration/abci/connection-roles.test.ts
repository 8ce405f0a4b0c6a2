import { spawn } from "node:child_process";
import { connect, createServer, type Socket } from "node:net";
import { isPeerOfProcess } from "../../../abci-app/src/abci/peer-process";
import { serveKvStore, type Closable } from "./serve-kvstore";
import { frameRequest, type RawPeer } from "./raw-peer";
import { bytes, checkTxRequest, finalizeRequest, infoRequest, initChainRequest } from "./requests";

const opened: Closable[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
});

const serve = (options: { cometPid?: () => number | undefined } = {}) => serveKvStore(opened, options);

const flush = () => frameRequest({ flush: {} });
const height = async (peer: RawPeer) => {
  const before = peer.responses.length;
  peer.write(frameRequest({ info: infoRequest() }), flush());
  return (await peer.waitForResponses(before + 2))[before]!.info!.lastBlockHeight;
};

describe("connection roles: only the consensus connection drives blocks", () => {
  test("a fifth client's FinalizeBlock + Commit is refused and changes nothing; CometBFT's consensus connection carries on", async () => {
    const { peer } = await serve();
    const query = await peer();
    const consensus = await peer();
    consensus.write(
      frameRequest({ initChain: initChainRequest() }),
      frameRequest({ finalizeBlock: finalizeRequest([bytes("a=1")], 1n) }),
      frameRequest({ commit: {} }),
      flush(),
    );
    await consensus.waitForResponses(4);
    expect(await height(query)).toBe(1n);

    const intruder = await peer();
    intruder.write(frameRequest({ finalizeBlock: finalizeRequest([bytes("evil=1")], 2n) }), frameRequest({ commit: {} }), flush());
    const [refused] = await intruder.waitForResponses(1);
    expect(refused!.exception?.error).toBe("refused: finalizeBlock is a consensus method, and another connection already is the consensus connection");
    await intruder.ended;
    expect(await height(query)).toBe(1n);

    consensus.write(frameRequest({ finalizeBlock: finalizeRequest([bytes("b=2")], 2n) }), frameRequest({ commit: {} }), flush());
    await consensus.waitForResponses(7);
    expect(await height(query)).toBe(2n);
  });

  test("a connection keeps its role: the mempool connection may not send FinalizeBlock", async () => {
    const { peer } = await serve();
    const mempool = await peer();
    mempool.write(frameRequest({ checkTx: checkTxRequest("a=1") }), frameRequest({ finalizeBlock: finalizeRequest([], 1n) }), flush());
    const [checked, refused] = await mempool.waitForResponses(2);
    expect(checked!.checkTx?.code).toBe(0);
    expect(refused!.exception?.error).toBe("refused: finalizeBlock is a consensus method, and this is the mempool connection");
  });

  test("Echo, Info and Query need no role; a role is free again once its connection closes", async () => {
    const { peer } = await serve();
    const first = await peer();
    first.write(frameRequest({ initChain: initChainRequest() }), flush());
    await first.waitForResponses(2);
    const reader = await peer();
    reader.write(frameRequest({ echo: { message: "hi" } }), frameRequest({ info: infoRequest() }), flush());
    expect((await reader.waitForResponses(3)).map((r) => Object.keys(r).find((k) => (r as Record<string, unknown>)[k] !== undefined))).toEqual([
      "echo",
      "info",
      "flush",
    ]);
    first.socket.destroy();
    await first.ended;
    const second = await peer();
    second.write(frameRequest({ finalizeBlock: finalizeRequest([], 1n) }), flush());
    expect((await second.waitForResponses(2))[0]!.finalizeBlock).toBeDefined();
  });

  test("with CometBFT's pid known, a role method from another process is refused; Query is not", async () => {
    const comet = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"], { stdio: "ignore" });
    opened.push({ close: async () => void comet.kill() });
    const { peer } = await serve({ cometPid: () => comet.pid });
    const stranger = await peer();
    stranger.write(frameRequest({ info: infoRequest() }), frameRequest({ checkTx: checkTxRequest("a=1") }), flush());
    const [info, refused] = await stranger.waitForResponses(2);
    expect(info!.info).toBeDefined();
    expect(refused!.exception?.error).toBe(`refused: only CometBFT (pid ${comet.pid}) may open the mempool connection`);
  });
});

describe("isPeerOfProcess", () => {
  test("tells this process's own connections from another process's, through /proc", async () => {
    const accepted: Socket[] = [];
    const server = createServer((socket) => accepted.push(socket));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    opened.push({
      close: () =>
        new Promise<void>((resolve) => {
          accepted.forEach((s) => s.destroy());
          server.close(() => resolve());
        }),
    });
    const own = connect(port, "127.0.0.1");
    opened.push({ close: async () => void own.destroy() });
    for (const deadline = Date.now() + 5000; accepted.length < 1; await new Promise((r) => setTimeout(r, 10)))
      if (Date.now() > deadline) throw new Error("no connection");
    const child = spawn(process.execPath, ["-e", `require("node:net").connect(${port}, "127.0.0.1"); setTimeout(() => {}, 10000)`], { stdio: "ignore" });
    opened.push({ close: async () => void child.kill() });
    for (const deadline = Date.now() + 5000; accepted.length < 2; await new Promise((r) => setTimeout(r, 10)))
      if (Date.now() > deadline) throw new Error("no second connection");
    const [fromSelf, fromChild] = accepted as [Socket, Socket];
    expect(isPeerOfProcess(fromSelf, process.pid)).toBe(true);
    expect(isPeerOfProcess(fromChild, process.pid)).toBe(false);
    expect(isPeerOfProcess(fromChild, child.pid!)).toBe(true);
  });
});
