/**
 * `node dist/scripts/lib/start-summary.js <home> <key name> <key address>`: waits until the local chain of `npm start`
 * makes blocks and every server answers, then prints one summary of where everything is (scripts/start.sh). The
 * addresses come from the same files and environment the node and the services read, so the summary names what they
 * actually listen on.
 */
import path from "node:path";
import { readCometConfig, rpcUrlOf } from "../../abci-app/src/node/cometbft/config-file";
import { loadAppConfig } from "../../abci-app/src/node/config";
import { resolveEventApiConfig } from "../../services/event-api/src/config";
import { resolveTemplateApiConfig } from "../../services/template-api/src/config";

/** How long the chain and the services get to come up before the summary says which did not. */
const READY_TIMEOUT_MS = 180_000;
const POLL_MS = 500;

interface Door {
  readonly name: string;
  /** Where a client reaches it, as printed. */
  readonly address: string;
  /** Answers 200 once it serves; undefined for doors the summary does not probe (gRPC, P2P). */
  readonly probe?: string;
  readonly note?: string;
}

async function main(): Promise<void> {
  const [home, keyName, keyAddress] = process.argv.slice(2);
  if (home === undefined || keyName === undefined || keyAddress === undefined) throw new Error("usage: start-summary <home> <key name> <key address>");
  const comet = readCometConfig(home);
  const app = loadAppConfig(home);
  const eventApi = resolveEventApiConfig(process.env, { home });
  const templateApi = resolveTemplateApiConfig(process.env, { home });
  const rpc = rpcUrlOf(comet.rpcListenAddress);
  const rest = rpcUrlOf(app.api.address);
  // Relative to the checkout when inside it (npm start's own .localnet), else absolute (LOCALNET_DIR elsewhere).
  const relative = (file: string): string => {
    const inside = path.relative(process.cwd(), file);
    return inside === "" || inside.startsWith("..") || path.isAbsolute(inside) ? file : inside;
  };
  const doors: Door[] = [
    { name: "CometBFT RPC", address: rpc, probe: `${rpc}/status` },
    { name: "CometBFT P2P", address: comet.p2pListenAddress, note: "the only port open beyond this machine" },
    ...(app.grpc.enable ? [{ name: "gRPC", address: app.grpc.address.replace(/^tcp:\/\//, "") }] : []),
    ...(app.api.enable ? [{ name: "REST", address: rest, probe: `${rest}/cosmos/base/tendermint/v1beta1/node_info` }] : []),
    {
      name: "event API",
      address: serviceUrl(eventApi.host, eventApi.port),
      probe: `${serviceUrl(eventApi.host, eventApi.port)}/health`,
      note: `form at ${eventApi.formUrl}/form/<slug>; admin token in ${relative(path.join(eventApi.dataDir, "admin-token"))}`,
    },
    {
      name: "template API",
      address: serviceUrl(templateApi.host, templateApi.port),
      probe: `${serviceUrl(templateApi.host, templateApi.port)}/health`,
      note: `admin token in ${relative(path.join(templateApi.dataDir, "admin-token"))}`,
    },
  ];

  const status = await waitUntilReady(rpc, doors);
  if (status === undefined) return;
  const width = Math.max(...doors.map((d) => d.name.length), "funded key".length) + 2;
  const row = (name: string, value: string): string => `  ${name.padEnd(width)}${value}`;
  const homeArg = relative(home);
  const lines = [
    "",
    `idledger's local chain is up (height ${status.height}):`,
    row("chain id", status.chainId),
    row("funded key", `${keyName} ${keyAddress} (test keyring: --home ${homeArg} --keyring-backend test)`),
    ...doors.map((d) => row(d.name, d.note === undefined ? d.address : `${d.address}  (${d.note})`)),
    "",
    `  e.g. npx idledger q bank balances ${keyAddress} --home ${homeArg}`,
    "  CometBFT logs only errors here; `npm start -- --comet-log-level info` shows its every block. Ctrl-C stops all.",
    "",
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}

/** A service's URL from this machine: a wildcard listen address is reached on loopback. */
function serviceUrl(host: string, port: number): string {
  const reachable = host === "0.0.0.0" || host === "" ? "127.0.0.1" : host === "::" ? "[::1]" : host.includes(":") ? `[${host}]` : host;
  return `http://${reachable}:${port}`;
}

/** The chain as its RPC reports it. */
interface ChainStatus {
  readonly chainId: string;
  readonly height: number;
}

/** Polls until the chain has a block and every probed door answers 200; the chain's status then, or undefined on timeout. */
async function waitUntilReady(rpc: string, doors: readonly Door[]): Promise<ChainStatus | undefined> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let waiting: string[] = [];
  while (Date.now() < deadline) {
    const status = await chainStatus(rpc);
    const answers = await Promise.all(doors.map(async (d) => (d.probe === undefined ? true : answers200(d.probe))));
    waiting = doors.filter((_, i) => !answers[i]).map((d) => d.name);
    if (status !== undefined && status.height > 0 && waiting.length === 0) return status;
    if (status === undefined || status.height === 0) waiting.unshift("the first block");
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  process.stderr.write(`npm start: still waiting after ${READY_TIMEOUT_MS / 1000} s for ${waiting.join(", ")}; see the log above\n`);
  return undefined;
}

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function chainStatus(rpc: string): Promise<ChainStatus | undefined> {
  try {
    const response = await fetch(`${rpc}/status`, { signal: AbortSignal.timeout(2000) });
    const body = (await response.json()) as { result?: { node_info?: { network?: string }; sync_info?: { latest_block_height?: string } } };
    const height = Number(body.result?.sync_info?.latest_block_height);
    const chainId = body.result?.node_info?.network;
    return Number.isSafeInteger(height) && chainId !== undefined ? { chainId, height } : undefined;
  } catch {
    return undefined;
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`npm start: cannot print the summary: ${(err as Error).message}\n`);
});
