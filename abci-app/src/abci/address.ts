/** Where an ABCI server listens or a client connects, as CometBFT's `proxy_app` setting spells it. */
export type AbciAddress = { readonly kind: "tcp"; readonly host: string; readonly port: number } | { readonly kind: "unix"; readonly path: string };

/**
 * Parses `tcp://host:port`, `unix:///path/to.sock` or a bare `host:port` (tcp). An IPv6 host is written in
 * brackets (`tcp://[::1]:26658`); an empty host (`tcp://:26658`) means every interface.
 */
export function parseAbciAddress(address: string): AbciAddress {
  if (address.startsWith("unix://")) {
    const path = address.slice("unix://".length);
    if (path === "") throw new Error(`invalid ABCI address ${JSON.stringify(address)}: empty socket path`);
    return { kind: "unix", path };
  }
  const hostPort = address.startsWith("tcp://") ? address.slice("tcp://".length) : address;
  const match = /^(?:\[([^\]]*)\]|([^:[\]]*)):(\d{1,5})$/.exec(hostPort);
  const port = match ? Number(match[3]) : NaN;
  if (!match || port > 65535) {
    throw new Error(`invalid ABCI address ${JSON.stringify(address)}: use tcp://host:port, unix:///path or host:port`);
  }
  return { kind: "tcp", host: match[1] ?? match[2]!, port };
}

/** The canonical text of an address: `tcp://127.0.0.1:26658`, `tcp://[::1]:26658`, `unix:///path`. */
export function formatAbciAddress(address: AbciAddress): string {
  if (address.kind === "unix") return `unix://${address.path}`;
  const host = address.host.includes(":") ? `[${address.host}]` : address.host;
  return `tcp://${host}:${address.port}`;
}
