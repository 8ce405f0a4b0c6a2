import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { answerReadOrCut } from "../../../lib/answer-read-deadline";

const BODY_BYTES = 64 * 1024 * 1024; // far beyond what loopback's socket buffers hold

/** A server answering every request with BODY_BYTES, reporting when each answer's wait for its reader settled. */
async function bigAnswerServer(deadlineMs: number) {
  const settled: number[] = [];
  const server = http.createServer((_req, res) => {
    const start = Date.now();
    res.end(Buffer.alloc(BODY_BYTES, 1));
    void answerReadOrCut(res, deadlineMs).then(() => settled.push(Date.now() - start));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, port, settled };
}

async function until(condition: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 10_000; !condition(); await new Promise((r) => setTimeout(r, 10))) if (Date.now() > deadline) throw new Error("timed out");
}

describe("an answer's read deadline (the door's slot is held until the answer has left)", () => {
  it("cuts off a client that stops reading once the deadline passes, and the wait for it settles", async () => {
    const { server, port, settled } = await bigAnswerServer(300);
    try {
      const client = net.connect(port, "127.0.0.1");
      client.on("error", () => undefined);
      client.pause(); // reads nothing
      client.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
      await until(() => settled.length === 1);
      expect(settled[0]).toBeGreaterThanOrEqual(295);
      const open = () => new Promise<number>((resolve, reject) => server.getConnections((err, n) => (err ? reject(err) : resolve(n))));
      expect(await open()).toBe(0); // the server let the connection go
      client.destroy();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("lets a client that reads take the whole answer, and settles as soon as it has left", async () => {
    const { server, port, settled } = await bigAnswerServer(20_000);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/`);
      expect((await answer.arrayBuffer()).byteLength).toBe(BODY_BYTES);
      await until(() => settled.length === 1);
      expect(settled[0]).toBeLessThan(20_000);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
