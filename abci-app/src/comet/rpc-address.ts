/** Where to send JSON-RPC requests: an HTTP(S) URL, or a unix socket. */
export type RpcTarget = { readonly kind: "http"; readonly url: URL } | { readonly kind: "unix"; readonly socketPath: string };

/**
 * Reads a CometBFT RPC address as CometBFT's RPC client does: `tcp://host:port` and `http://host:port` are plain
 * HTTP, `https://` is TLS, `unix:///path/to.sock` a local socket; a bare `host:port` means tcp. `what` names the
 * address in errors (the CLI's `--node`).
 */
export function parseRpcAddress(address: string, what = "CometBFT RPC address"): RpcTarget {
  const invalid = (reason: string) => new Error(`invalid ${what} ${JSON.stringify(address)}: ${reason}`);
  const text = address.trim();
  if (text.startsWith("unix://")) {
    const socketPath = text.slice("unix://".length);
    if (socketPath === "") throw invalid("unix:// needs a socket path");
    return { kind: "unix", socketPath };
  }
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `tcp://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme.replace(/^tcp:\/\//i, "http://"));
  } catch {
    throw invalid("expected tcp://host:port, http(s)://host:port or unix:///path");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw invalid(`unsupported scheme ${url.protocol.replace(/:$/, "")}; use tcp, http, https or unix`);
  }
  return { kind: "http", url };
}
