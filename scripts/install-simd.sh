#!/usr/bin/env bash
# Builds ibc-go's test chain `simd` (a Cosmos SDK v0.47 chain with ibc-go v7, pinned) into the project's .bin/, unless
# it is already there: the Go counterpart of idledger in the IBC tests. It prints the binary's path on its last line.
# `go install …@version` refuses modules with replace directives, which ibc-go's go.mod has, so simd is built from a
# scratch main module that requires ibc-go (fetched from the Go module proxy) with ibc-go's own go.mod requirements and
# replaces: the same build list, and ibc-go is then among the binary's build deps, which GetNodeInfo reports and Hermes'
# health check reads (built as the main module, simd would report no IBC-Go version).
set -euo pipefail
cd "$(dirname "$0")/.."

IBC_GO_VERSION="v7.10.0"
BIN_DIR="$PWD/.bin"
BINARY="$BIN_DIR/simd"

if [ -x "$BINARY" ] && [ "$("$BINARY" version 2>&1)" = "$IBC_GO_VERSION" ] &&
  "$BINARY" version --long 2>&1 | grep -xF -- "- github.com/cosmos/ibc-go/v7@$IBC_GO_VERSION" >/dev/null; then
  echo "$BINARY"
  exit 0
fi

if ! command -v go >/dev/null 2>&1; then
  echo "error: simd (ibc-go $IBC_GO_VERSION) is built from source and needs Go 1.21 or later, which is not installed." >&2
  echo "Install Go (https://go.dev/dl/), then run this again: bash scripts/install-simd.sh" >&2
  exit 1
fi

echo "Building simd of ibc-go $IBC_GO_VERSION into $BIN_DIR (go build, takes a few minutes the first time)…" >&2
module_dir="$(go mod download -json "github.com/cosmos/ibc-go/v7@$IBC_GO_VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
[ -d "$module_dir" ] || { echo "error: go mod download gave no source directory for ibc-go $IBC_GO_VERSION" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$module_dir/testing/simapp/simd/main.go" "$module_dir/go.sum" "$work"
# ibc-go's go.mod under another module path, without its retractions (they name ibc-go's own versions), plus ibc-go.
sed -e 's#^module github.com/cosmos/ibc-go/v7$#module idledger.test/simd#' -e '/^retract /d' "$module_dir/go.mod" >"$work/go.mod"
printf '\nrequire github.com/cosmos/ibc-go/v7 %s\n' "$IBC_GO_VERSION" >>"$work/go.mod"
chmod -R u+w "$work"
mkdir -p "$BIN_DIR"
(cd "$work" && GOFLAGS="-mod=mod" go build -o "$BINARY.new" \
  -ldflags "-X github.com/cosmos/cosmos-sdk/version.Name=simapp -X github.com/cosmos/cosmos-sdk/version.AppName=simd -X github.com/cosmos/cosmos-sdk/version.Version=$IBC_GO_VERSION" \
  . >&2)
mv "$BINARY.new" "$BINARY"
actual="$("$BINARY" version 2>&1)"
if [ "$actual" != "$IBC_GO_VERSION" ]; then
  echo "error: built simd reports version '$actual', expected $IBC_GO_VERSION" >&2
  exit 1
fi
if ! "$BINARY" version --long 2>&1 | grep -xF -- "- github.com/cosmos/ibc-go/v7@$IBC_GO_VERSION" >/dev/null; then
  echo "error: built simd does not list github.com/cosmos/ibc-go/v7@$IBC_GO_VERSION among its build deps" >&2
  exit 1
fi
echo "$BINARY"
