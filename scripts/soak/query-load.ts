import { QueryAllBalancesRequest, QueryBalanceRequest } from "cosmjs-types/cosmos/bank/v1beta1/query";
import type { Random } from "../bench/random";
import type { RawGrpcClient } from "../bench/raw-grpc-client";
import { RpcError, type RpcClient } from "../bench/rpc";
import type { SoakNode } from "./nodes";

/** How the node answered the run's queries. */
export interface QueryTally {
  sent: number;
  answered: number;
  /** A typed refusal of a bad query: a 4xx, a gRPC status other than INTERNAL/UNKNOWN, an ABCI code of a codespace. */
  refused: number;
  busy: number;
  /** What must not happen: a 5xx other than 503, gRPC INTERNAL, an ABCI "undefined" (internal) error. */
  readonly internal: Map<string, number>;
  /** Connection failures while the node was up (while it is down they are expected and not counted). */
  readonly transport: Map<string, number>;
}

export interface QueryTarget {
  readonly node: SoakNode;
  readonly rpc: RpcClient;
  readonly grpc: RawGrpcClient;
  readonly restUrl: string;
}

const BANK = "/cosmos.bank.v1beta1.Query";
const GRPC_UNAVAILABLE = 14;
const GRPC_INTERNAL = 13;

/** Queries a client or an attacker sends, valid and hostile, through REST, gRPC and CometBFT's abci_query. */
export async function queryLoop(options: {
  readonly targets: () => readonly QueryTarget[];
  readonly addresses: readonly string[];
  readonly random: Random;
  readonly tally: QueryTally;
  readonly intervalMs: number;
  readonly running: () => boolean;
}): Promise<void> {
  const { random, tally } = options;
  // 100 KB through gRPC and ABCI; 10 KB through REST, whose request line Node caps at 16 KB.
  const huge = `hid1${"q".repeat(100_000)}`;
  const long = `hid1${"q".repeat(10_000)}`;
  while (options.running()) {
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
    const up = options.targets().filter((t) => t.node.up);
    if (up.length === 0) continue;
    const target = random.pick(up);
    const address = random.pick(options.addresses);
    const queries: (() => Promise<Outcome>)[] = [
      () => rest(`${target.restUrl}/cosmos/bank/v1beta1/balances/${address}`),
      () => rest(`${target.restUrl}/cosmos/bank/v1beta1/balances/${long}`),
      () => rest(`${target.restUrl}/cosmos/bank/v1beta1/balances/${address}?pagination.limit=18446744073709551615&pagination.count_total=true`),
      () => rest(`${target.restUrl}/hypersign-protocol/hidnode/ssi/did?pagination.limit=${random.int(5_000)}`),
      () => grpc(target.grpc, `${BANK}/Balance`, QueryBalanceRequest.encode({ address, denom: "uhid" }).finish()),
      () => grpc(target.grpc, `${BANK}/AllBalances`, QueryAllBalancesRequest.encode({ address: huge, resolveDenom: false }).finish()),
      () =>
        grpc(
          target.grpc,
          random.pick([`${BANK}/Balance`, "/cosmos.auth.v1beta1.Query/Account", "/cosmos.tx.v1beta1.Service/Simulate"]),
          random.bytes(random.int(300)),
        ),
      () => abci(target.rpc, `${BANK}/AllBalances`, QueryAllBalancesRequest.encode({ address, resolveDenom: false }).finish()),
      () => abci(target.rpc, "/cosmos.auth.v1beta1.Query/Account", random.bytes(random.int(300))),
    ];
    tally.sent++;
    let outcome: Outcome;
    try {
      outcome = await random.pick(queries)();
    } catch (err) {
      outcome = { kind: "transport", reason: (err as Error).message };
    }
    record(tally, outcome, target.node.settled);
  }
}

type Outcome = { kind: "answered" | "refused" | "busy" } | { kind: "internal" | "transport"; reason: string };

async function rest(url: string): Promise<Outcome> {
  const res = await fetch(url);
  const body = await res.text();
  if (res.status === 200) return { kind: "answered" };
  if (res.status === 503) return { kind: "busy" };
  if (res.status < 500) return { kind: "refused" };
  return { kind: "internal", reason: `HTTP ${res.status}: ${body.slice(0, 80)}` };
}

async function grpc(client: RawGrpcClient, path: string, request: Uint8Array): Promise<Outcome> {
  const reply = await client.call(path, request);
  if (reply.code === 0) return { kind: "answered" };
  if (reply.code === GRPC_UNAVAILABLE) return /server busy/.test(reply.details) ? { kind: "busy" } : { kind: "transport", reason: reply.details.slice(0, 80) };
  if (reply.code === GRPC_INTERNAL) return { kind: "internal", reason: `gRPC ${path}: ${reply.details.slice(0, 80)}` };
  return { kind: "refused" };
}

async function abci(rpc: RpcClient, path: string, data: Uint8Array): Promise<Outcome> {
  try {
    const { response } = await rpc.call<{ response: { code?: number; codespace?: string; log?: string } }>("abci_query", {
      path,
      data: Buffer.from(data).toString("hex"),
    });
    if ((response.code ?? 0) === 0) return { kind: "answered" };
    if (response.codespace === "query" && response.code === 2) return { kind: "busy" };
    if (response.codespace === "undefined") return { kind: "internal", reason: `ABCI ${path}: ${response.log ?? ""}` };
    return { kind: "refused" };
  } catch (err) {
    if (err instanceof RpcError) return { kind: "refused" };
    throw err;
  }
}

function record(tally: QueryTally, outcome: Outcome, nodeUp: boolean): void {
  switch (outcome.kind) {
    case "answered":
      tally.answered++;
      return;
    case "refused":
      tally.refused++;
      return;
    case "busy":
      tally.busy++;
      return;
    case "internal":
      tally.internal.set(outcome.reason, (tally.internal.get(outcome.reason) ?? 0) + 1);
      return;
    case "transport":
      if (nodeUp) tally.transport.set(outcome.reason, (tally.transport.get(outcome.reason) ?? 0) + 1);
      return;
  }
}
