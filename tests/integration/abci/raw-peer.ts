import { connect, type Socket } from "node:net";
import { Request, Response } from "cosmjs-types/tendermint/abci/types";
import { parseAbciAddress } from "../../../abci-app/src/abci/address";
import { encodeFrame, FrameDecoder } from "../../../abci-app/src/abci/framing";

/** A framed request, as CometBFT writes it. */
export const frameRequest = (request: Request): Uint8Array => encodeFrame(Request.encode(request).finish());

/**
 * A bare socket speaking to the server byte by byte, for what AbciClient would never send: garbage,
 * unflushed requests, abrupt disconnects. Collects the responses it receives.
 */
export class RawPeer {
  readonly responses: Response[] = [];
  private readonly decoder = new FrameDecoder();
  /** Resolves when the server ends or drops the connection. */
  readonly ended: Promise<void>;

  private constructor(readonly socket: Socket) {
    socket.on("data", (chunk: Buffer) => {
      this.decoder.push(chunk);
      for (let frame = this.decoder.next(); frame !== undefined; frame = this.decoder.next()) this.responses.push(Response.decode(frame));
    });
    socket.on("error", () => {});
    this.ended = new Promise((resolve) => socket.once("close", () => resolve()));
  }

  static async connect(address: string): Promise<RawPeer> {
    const target = parseAbciAddress(address);
    if (target.kind !== "tcp") throw new Error("RawPeer speaks tcp only");
    const socket = connect({ host: target.host, port: target.port });
    await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
    return new RawPeer(socket);
  }

  write(...chunks: Uint8Array[]): void {
    for (const chunk of chunks) this.socket.write(chunk);
  }

  /** Resolves once `count` responses have arrived (or fails after `ms`). */
  async waitForResponses(count: number, ms = 5000): Promise<Response[]> {
    const deadline = Date.now() + ms;
    while (this.responses.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} responses, got ${this.responses.length}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return this.responses;
  }
}
