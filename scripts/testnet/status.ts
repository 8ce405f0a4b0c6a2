/**
 * `node dist/scripts/testnet/status.js <name> <pid or -> <rpc url>…`: one line per node of scripts/testnet.sh,
 * from CometBFT's /status and /net_info: whether it runs, its latest height and app hash, its peers, catching_up.
 */
interface Row {
  readonly node: string;
  readonly state: string;
  readonly pid: string;
  readonly height: string;
  readonly peers: string;
  readonly catchingUp: string;
  readonly appHash: string;
}

interface Status {
  readonly sync_info: { readonly latest_block_height: string; readonly latest_app_hash: string; readonly catching_up: boolean };
}

async function rpc<T>(url: string, method: string): Promise<T> {
  const response = await fetch(`${url}/${method}`, { signal: AbortSignal.timeout(3_000) });
  return ((await response.json()) as { result: T }).result;
}

async function row(node: string, pid: string, url: string): Promise<Row> {
  const none = { height: "-", peers: "-", catchingUp: "-", appHash: "-" };
  if (pid === "-") return { node, state: "stopped", pid, ...none };
  try {
    const [status, netInfo] = await Promise.all([rpc<Status>(url, "status"), rpc<{ n_peers: string }>(url, "net_info")]);
    const sync = status.sync_info;
    return {
      node,
      state: "running",
      pid,
      height: sync.latest_block_height,
      peers: netInfo.n_peers,
      catchingUp: String(sync.catching_up),
      appHash: sync.latest_app_hash || "-",
    };
  } catch {
    return { node, state: "starting", pid, ...none };
  }
}

async function main(args: readonly string[]): Promise<void> {
  if (args.length === 0 || args.length % 3 !== 0) throw new Error("usage: status <name> <pid or -> <rpc url>…");
  const nodes = Array.from({ length: args.length / 3 }, (_, i) => args.slice(3 * i, 3 * i + 3) as [string, string, string]);
  const rows = await Promise.all(nodes.map(([node, pid, url]) => row(node, pid, url)));
  const table = [
    ["node", "state", "pid", "height", "peers", "catching_up", "app_hash"],
    ...rows.map((r) => [r.node, r.state, r.pid, r.height, r.peers, r.catchingUp, r.appHash]),
  ];
  const widths = table[0]!.map((_, c) => Math.max(...table.map((cells) => cells[c]!.length)));
  for (const cells of table) console.log(cells.map((cell, c) => (c === cells.length - 1 ? cell : cell.padEnd(widths[c]!))).join("  "));
}

main(process.argv.slice(2)).catch((err: Error) => {
  console.error(`error: ${err.message}`);
  process.exit(1);
});
