#!/usr/bin/env bash
# Builds the pinned grpcurl (a generic gRPC client that finds services through server reflection) into the
# project's .bin/ with `go install`, unless it is already there. The gRPC reflection test uses it; it prints the
# binary's path on its last line.
set -euo pipefail
cd "$(dirname "$0")/.."

GRPCURL_VERSION="v1.9.3"
BIN_DIR="$PWD/.bin"
BINARY="$BIN_DIR/grpcurl"

if [ -x "$BINARY" ] && "$BINARY" -version 2>&1 | grep -qx "grpcurl ${GRPCURL_VERSION}"; then
  echo "$BINARY"
  exit 0
fi

if ! command -v go >/dev/null 2>&1; then
  echo "error: grpcurl $GRPCURL_VERSION is built from source and needs Go, which is not installed." >&2
  echo "Install Go (https://go.dev/dl/), then run this again: bash scripts/install-grpcurl.sh" >&2
  exit 1
fi

echo "Building grpcurl $GRPCURL_VERSION into $BIN_DIR (go install)…" >&2
mkdir -p "$BIN_DIR"
GOBIN="$BIN_DIR" GOFLAGS="-mod=mod" go install -ldflags "-X main.version=$GRPCURL_VERSION" "github.com/fullstorydev/grpcurl/cmd/grpcurl@$GRPCURL_VERSION" >&2
if ! "$BINARY" -version 2>&1 | grep -qx "grpcurl ${GRPCURL_VERSION}"; then
  echo "error: built grpcurl reports $("$BINARY" -version 2>&1), expected grpcurl $GRPCURL_VERSION" >&2
  exit 1
fi
echo "$BINARY"
