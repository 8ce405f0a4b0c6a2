/**
 * A query flood against a node's three query doors at once: REST, gRPC and CometBFT's abci_query, all asking for
 * the same heavy page (a list of large DID documents), with the block times of the chain over the flood. Used by
 * `npm run bench:query-flood` (figures) and by the e2e test that blocks keep their interval under a flood.
 */
import { QueryDidDocumentsRequest } from "../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { RawGrpcClient } from "./raw-grpc-client";
import { RpcClient } from "./rpc";

export type Door = "rest" | "grpc" | "abci";
export const DOORS: readonly Door[] = ["rest", "grpc", "abci"];

const DID_DOCUMENTS_PATH = "/hypersignprotocol.hidnode.ssi.Query/QueryDidDocuments";
/** gRPC UNAVAILABLE, HTTP 503, and the query codespace's "server busy" over ABCI: a door refusing for load. */
const GRPC_UNAVAILABLE = 14;

export interface FloodTargets {
  readonly rpcUrl: string;
  readonly grpcAddress: string;
  readonly restUrl: string;
}

export interface FloodOptions {
  /** Requests sent at once, spread evenly over the doors. */
  readonly requests: number;
  /** The doors to send them through (default all three). */
  readonly doors?: readonly Door[];
  /** Documents per page. */
  readonly pageLimit: number;
}

/** How one door answered: answers, "server busy" refusals, and anything else by its reason. */
export interface DoorTally {
  ok: number;
  busy: number;
  readonly failures: Map<string, number>;
  readonly latenciesMs: number[];
}

export interface BlockWindow {
  readonly fromHeight: number;
  readonly toHeight: number;
  /** Intervals between consecutive block times (header.time), in ms. */
  readonly intervalsMs: readonly number[];
}

export interface FloodReport {
  readonly seconds: number;
  readonly doors: Readonly<Record<Door, DoorTally>>;
  readonly blocks: BlockWindow;
}

/**
 * Sends `requests` heavy queries at once (spread evenly over the doors) and waits for every answer; then reads the block times
 * from the height before the flood to two blocks after it, so that a stall anywhere in the window shows as a long
 * interval.
 */
export async function floodQueries(targets: FloodTargets, options: FloodOptions): Promise<FloodReport> {
  // CometBFT accepts at most 900 connections; the abci_query third of the flood shares 256.
  const rpc = new RpcClient(targets.rpcUrl, 256);
  const doors = options.doors ?? DOORS;
  const grpc = new RawGrpcClient(targets.grpcAddress);
  try {
    // Block 1 carries the genesis time, not a time the chain agreed on: intervals start from block 2.
    const fromHeight = Math.max(2, await height(rpc));
    const request = QueryDidDocumentsRequest.encode(QueryDidDocumentsRequest.fromPartial({ pagination: { limit: BigInt(options.pageLimit) } })).finish();
    const tallies: Record<Door, DoorTally> = { rest: tally(), grpc: tally(), abci: tally() };
    const calls: Record<Door, () => Promise<string>> = {
      rest: async () => restOutcome(await fetch(`${targets.restUrl}/hypersign-protocol/hidnode/ssi/did?pagination.limit=${options.pageLimit}`)),
      grpc: async () => grpcOutcome(await grpc.call(DID_DOCUMENTS_PATH, request)),
      abci: async () => abciOutcome(await rpc.call("abci_query", { path: DID_DOCUMENTS_PATH, data: Buffer.from(request).toString("hex") })),
    };
    const started = Date.now();
    await Promise.all(
      Array.from({ length: options.requests }, async (_, i) => {
        const door = doors[i % doors.length]!;
        const t0 = performance.now();
        let outcome: string;
        try {
          outcome = await calls[door]();
        } catch (err) {
          outcome = `transport: ${(err as Error).message}`;
        }
        record(tallies[door], outcome, performance.now() - t0);
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const toHeight = await waitForHeight(rpc, (await height(rpc)) + 2);
    return { seconds, doors: tallies, blocks: { fromHeight, toHeight, intervalsMs: await blockIntervals(rpc, fromHeight, toHeight) } };
  } finally {
    grpc.close();
    rpc.close();
  }
}

function tally(): DoorTally {
  return { ok: 0, busy: 0, failures: new Map(), latenciesMs: [] };
}

function record(door: DoorTally, outcome: string, ms: number): void {
  door.latenciesMs.push(ms);
  if (outcome === "ok") door.ok++;
  else if (outcome === "busy") door.busy++;
  else door.failures.set(outcome, (door.failures.get(outcome) ?? 0) + 1);
}

async function restOutcome(res: Response): Promise<string> {
  const body = await res.text();
  if (res.status === 200) return "ok";
  if (res.status === 503) return "busy";
  return `HTTP ${res.status}: ${body.slice(0, 120)}`;
}

function grpcOutcome(reply: { code: number; details: string }): string {
  if (reply.code === 0) return "ok";
  if (reply.code === GRPC_UNAVAILABLE) return "busy";
  return `gRPC ${reply.code}: ${reply.details.slice(0, 120)}`;
}

function abciOutcome(result: unknown): string {
  const response = (result as { response: { code?: number; codespace?: string; log?: string } }).response;
  if ((response.code ?? 0) === 0) return "ok";
  if (response.codespace === "query" && response.code === 2) return "busy";
  return `ABCI ${response.codespace}/${response.code}: ${(response.log ?? "").slice(0, 120)}`;
}

async function height(rpc: RpcClient): Promise<number> {
  const status = await rpc.call<{ sync_info: { latest_block_height: string } }>("status");
  return Number(status.sync_info.latest_block_height);
}

async function waitForHeight(rpc: RpcClient, target: number): Promise<number> {
  for (;;) {
    const now = await height(rpc);
    if (now >= target) return now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function blockIntervals(rpc: RpcClient, fromHeight: number, toHeight: number): Promise<number[]> {
  const times: number[] = [];
  for (let min = fromHeight; min <= toHeight; min += 20) {
    const max = Math.min(toHeight, min + 19);
    const page = await rpc.call<{ block_metas: { header: { time: string } }[] }>("blockchain", { minHeight: String(min), maxHeight: String(max) });
    for (const meta of [...page.block_metas].reverse()) times.push(Date.parse(meta.header.time));
  }
  return times.slice(1).map((t, i) => t - times[i]!);
}
