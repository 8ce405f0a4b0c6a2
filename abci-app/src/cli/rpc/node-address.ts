/** CometBFT's default RPC listen address, the SDK's `--node` default. */
export const DEFAULT_NODE = "tcp://localhost:26657";

/** Where to send JSON-RPC requests: an HTTP(S) URL, or a unix socket with the HTTP path to use on it. */
export type NodeTarget =
  | { readonly kind: "http"; readonly url: URL }
  | { readonly kind: "unix"; readonly socketPath: string };

/**
 * Reads a `--node` address as CometBFT's RPC client does: `tcp://host:port` and `http://host:port` are plain
 * HTTP, `https://` is TLS, `unix:///path/to.sock` a local socket; a bare `host:port` means tcp.
 */
export function parseNodeAddress(address: string): NodeTarget {
  const text = address.trim();
  if (text.startsWith("unix://")) {
    const socketPath = text.slice("unix://".length);
    if (socketPath === "") throw new Error(`invalid --node ${JSON.stringify(address)}: unix:// needs a socket path`);
    return { kind: "unix", socketPath };
  }
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `tcp://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme.replace(/^tcp:\/\//i, "http://"));
  } catch {
    throw new Error(`invalid --node ${JSON.stringify(address)}: expected tcp://host:port, http(s)://host:port or unix:///path`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`invalid --node ${JSON.stringify(address)}: unsupported scheme ${url.protocol.replace(/:$/, "")}; use tcp, http, https or unix`);
  }
  return { kind: "http", url };
}
