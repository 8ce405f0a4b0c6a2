#!/usr/bin/env bash
# Builds the pinned Docker Compose v2 CLI plugin into the project's .bin/docker-compose with `go install`, unless it
# is already there. The docker-compose.yml test uses it (the docker CLI finds it through $DOCKER_CONFIG/cli-plugins/);
# it prints the binary's path on its last line.
set -euo pipefail
cd "$(dirname "$0")/.."

COMPOSE_VERSION="v2.35.0"
BIN_DIR="$PWD/.bin"
BINARY="$BIN_DIR/docker-compose"

if [ -x "$BINARY" ] && "$BINARY" version --short 2>/dev/null | grep -qx "${COMPOSE_VERSION#v}"; then
  echo "$BINARY"
  exit 0
fi

if ! command -v go >/dev/null 2>&1; then
  echo "error: Docker Compose $COMPOSE_VERSION is built from source and needs Go 1.23.8 or later, which is not installed." >&2
  echo "Install Go (https://go.dev/dl/), then run this again: bash scripts/install-docker-compose.sh" >&2
  exit 1
fi

echo "Building Docker Compose $COMPOSE_VERSION into $BIN_DIR (go install, takes a few minutes the first time)…" >&2
mkdir -p "$BIN_DIR"
# The module's main package is cmd/, so go install names the binary `cmd`: build into a scratch GOBIN and rename.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
GOBIN="$scratch" GOFLAGS="-mod=mod" go install -trimpath \
  -ldflags "-s -w -X github.com/docker/compose/v2/internal.Version=$COMPOSE_VERSION" \
  "github.com/docker/compose/v2/cmd@$COMPOSE_VERSION" >&2
mv "$scratch/cmd" "$BINARY"
if ! "$BINARY" version --short | grep -qx "${COMPOSE_VERSION#v}"; then
  echo "error: built Docker Compose reports $("$BINARY" version --short), expected ${COMPOSE_VERSION#v}" >&2
  exit 1
fi
echo "$BINARY"
