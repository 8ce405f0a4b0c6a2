#!/usr/bin/env bash
# Builds the pinned CometBFT into the project's .bin/ with `go install`, unless it is already there.
# Every command that needs CometBFT calls this first; it prints the binary's path on its last line.
set -euo pipefail
cd "$(dirname "$0")/.."

COMETBFT_VERSION="v0.38.26"
BIN_DIR="$PWD/.bin"
BINARY="$BIN_DIR/cometbft"

if [ -x "$BINARY" ] && [ "$("$BINARY" version 2>/dev/null)" = "${COMETBFT_VERSION#v}" ]; then
  echo "$BINARY"
  exit 0
fi

if ! command -v go >/dev/null 2>&1; then
  echo "error: CometBFT $COMETBFT_VERSION is built from source and needs Go 1.22.11 or later, which is not installed." >&2
  echo "Install Go (https://go.dev/dl/), then run this again: bash scripts/install-cometbft.sh" >&2
  exit 1
fi

echo "Building CometBFT $COMETBFT_VERSION into $BIN_DIR (go install, takes a few minutes the first time)…" >&2
mkdir -p "$BIN_DIR"
GOBIN="$BIN_DIR" GOFLAGS="-mod=mod" go install "github.com/cometbft/cometbft/cmd/cometbft@$COMETBFT_VERSION" >&2
actual="$("$BINARY" version)"
if [ "$actual" != "${COMETBFT_VERSION#v}" ]; then
  echo "error: built CometBFT reports version $actual, expected ${COMETBFT_VERSION#v}" >&2
  exit 1
fi
echo "$BINARY"
