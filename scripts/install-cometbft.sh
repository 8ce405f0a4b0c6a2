#!/usr/bin/env bash
# Builds the pinned CometBFT into the project's .bin/, unless it is already there: the release's source from the Go
# module proxy, with the fixes in scripts/cometbft-patches/ applied. The build names them in the version it prints
# (`cometbft version`: 0.38.26+idledger.1); the wire, the node's info and the protocol versions are the release's.
# Every command that needs CometBFT calls this first; it prints the binary's path on its last line.
set -euo pipefail
cd "$(dirname "$0")/.."

COMETBFT_VERSION="v0.38.26"
# Raised whenever scripts/cometbft-patches/ changes, so that a build without the change is rebuilt.
COMETBFT_PATCH_LEVEL="idledger.1"
EXPECTED="${COMETBFT_VERSION#v}+$COMETBFT_PATCH_LEVEL"
BIN_DIR="$PWD/.bin"
BINARY="$BIN_DIR/cometbft"
PATCHES="$PWD/scripts/cometbft-patches"

if [ -x "$BINARY" ] && [ "$("$BINARY" version 2>/dev/null)" = "$EXPECTED" ]; then
  echo "$BINARY"
  exit 0
fi

if ! command -v go >/dev/null 2>&1; then
  echo "error: CometBFT $COMETBFT_VERSION is built from source and needs Go 1.22.11 or later, which is not installed." >&2
  echo "Install Go (https://go.dev/dl/), then run this again: bash scripts/install-cometbft.sh" >&2
  exit 1
fi

if ! command -v git >/dev/null 2>&1; then
  echo "error: CometBFT $COMETBFT_VERSION is built with the fixes in scripts/cometbft-patches/, which git applies; git is not installed." >&2
  exit 1
fi

echo "Building CometBFT $COMETBFT_VERSION ($COMETBFT_PATCH_LEVEL) into $BIN_DIR (takes a few minutes the first time)…" >&2
if ! download="$(GOFLAGS="-mod=mod" go mod download -json "github.com/cometbft/cometbft@$COMETBFT_VERSION")"; then
  echo "error: cannot download CometBFT $COMETBFT_VERSION's source (go mod download): $download" >&2
  exit 1
fi
source_dir="$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p' <<<"$download")"
if [ ! -f "$source_dir/go.mod" ]; then
  echo "error: go mod download gave no source for github.com/cometbft/cometbft@$COMETBFT_VERSION: $download" >&2
  exit 1
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R "$source_dir/." "$work"
chmod -R u+w "$work"
for patch in "$PATCHES"/*.patch; do
  # The ceiling keeps git from taking a repository around the temporary directory for the patch's root.
  (cd "$work" && GIT_CEILING_DIRECTORIES="$(dirname "$work")" git apply --whitespace=nowarn "$patch")
done
mkdir -p "$BIN_DIR"
(cd "$work" && GOFLAGS="-mod=mod" go build -trimpath \
  -ldflags "-X github.com/cometbft/cometbft/version.TMGitCommitHash=$COMETBFT_PATCH_LEVEL" \
  -o "$BINARY.building" ./cmd/cometbft) >&2
mv "$BINARY.building" "$BINARY"
actual="$("$BINARY" version)"
if [ "$actual" != "$EXPECTED" ]; then
  echo "error: built CometBFT reports version $actual, expected $EXPECTED" >&2
  exit 1
fi
echo "$BINARY"
