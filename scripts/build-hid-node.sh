#!/usr/bin/env bash
# Builds the Go original, hid-node v0.1.10 (Cosmos SDK v0.45, Tendermint v0.34), into the project's .bin/ for
# `npm run bench:node -- --app hid-node`, which measures it side by side with idledger. idledger itself never needs it.
# Needs git, Go, and network access to the repository and to the Go module proxy. HID_NODE_REPO names another
# source to clone from (a local mirror, say).
set -euo pipefail

TAG="v0.1.10"
REPO="${HID_NODE_REPO:-https://github.com/hypersign-protocol/hid-node.git}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN_DIR="$ROOT/.bin"

if [ -x "$BIN_DIR/hid-noded" ] && [ "$("$BIN_DIR/hid-noded" version 2>&1)" = "$TAG" ]; then
  echo "hid-noded $TAG is already in $BIN_DIR" >&2
  exit 0
fi
for tool in git go; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "building hid-node needs $tool; install it and run this again: npm run build:hid-node" >&2
    exit 1
  fi
done

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
echo "Building hid-node $TAG from $REPO into $BIN_DIR (a few minutes the first time)…" >&2
git clone --quiet --no-checkout "$REPO" "$WORK/src"
# Only the node's sources: the upgrade tests keep prebuilt binaries that some clones lack.
git -C "$WORK/src" sparse-checkout set --no-cone '/*' '!/tests/'
git -C "$WORK/src" -c advice.detachedHead=false checkout --quiet "$TAG"
cd "$WORK/src"
# The version flags of hid-node's Makefile, which itself insists on Go 1.19; any later Go builds it.
TM_VERSION="$(GOFLAGS=-mod=mod go list -m -f '{{.Version}}' github.com/tendermint/tendermint)"
SDK="github.com/cosmos/cosmos-sdk/version"
mkdir -p "$BIN_DIR"
GOFLAGS=-mod=mod go build \
  -ldflags "-X $SDK.Name=hid-node -X $SDK.AppName=hid-node -X $SDK.Version=$TAG -X $SDK.Commit=$(git rev-parse HEAD) -X github.com/tendermint/tendermint/version.TMCoreSemVer=$TM_VERSION" \
  -o "$BIN_DIR/hid-noded" ./cmd/hid-noded
echo "built $("$BIN_DIR/hid-noded" version 2>&1) into $BIN_DIR/hid-noded" >&2
