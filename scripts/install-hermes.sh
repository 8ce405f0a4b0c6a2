#!/usr/bin/env bash
# Builds the pinned Hermes IBC relayer (the ibc-relayer-cli crate) into the project's .bin/ with `cargo install`,
# unless it is already there. The IBC tests relay between chains with it; it prints the binary's path on its last line.
set -euo pipefail
cd "$(dirname "$0")/.."

# 1.10.5, the last release before Hermes took in the Namada and Penumbra SDKs: their build downloads proving keys from
# GitHub's LFS at build time (penumbra-sdk-proof-params), which a machine with only the package registries cannot reach.
# 1.10.5 relays between CometBFT 0.37 and 0.38 chains (tendermint-rs 0.40).
HERMES_VERSION="1.10.5"
BIN_DIR="$PWD/.bin"
BINARY="$BIN_DIR/hermes"

if [ -x "$BINARY" ] && [ "$("$BINARY" --version 2>/dev/null)" = "hermes $HERMES_VERSION" ]; then
  echo "$BINARY"
  exit 0
fi

if ! command -v cargo >/dev/null 2>&1; then
  echo "error: Hermes $HERMES_VERSION is built from source and needs Rust 1.76 or later with cargo, which is not installed." >&2
  echo "Install Rust (https://rustup.rs), then run this again: bash scripts/install-hermes.sh" >&2
  exit 1
fi

echo "Building Hermes $HERMES_VERSION into $BIN_DIR (cargo install, takes 10 to 20 minutes on 2 cores the first time)…" >&2
# --locked: the crate's own Cargo.lock, so the build is the one its authors released. The build directory is kept
# until it succeeds, so that an interrupted build resumes; the binary is built in a scratch root, then moved.
target="$BIN_DIR/.hermes-build"
root="$(mktemp -d)"
trap 'rm -rf "$root"' EXIT
mkdir -p "$BIN_DIR"
CARGO_TARGET_DIR="$target" cargo install ibc-relayer-cli --version "$HERMES_VERSION" --locked --bin hermes --root "$root" >&2
mv "$root/bin/hermes" "$BINARY"
rm -rf "$target"
actual="$("$BINARY" --version)"
if [ "$actual" != "hermes $HERMES_VERSION" ]; then
  echo "error: built Hermes reports '$actual', expected 'hermes $HERMES_VERSION'" >&2
  exit 1
fi
echo "$BINARY"
