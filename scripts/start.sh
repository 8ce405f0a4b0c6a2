#!/usr/bin/env bash
# `npm start`: installs what is missing, builds, creates a local chain home on first run, then serves the
# app. Until idledger starts CometBFT itself (the node issue), the app serves ABCI alone on 26658: point a
# CometBFT v0.38 node's proxy_app at it.
set -euo pipefail
cd "$(dirname "$0")/.."

HOME_DIR="${IDLEDGER_HOME:-$HOME/.idledger}"
CHAIN_ID="${IDLEDGER_CHAIN_ID:-idledger-local}"
idledger() { node bin/idledger.js --home "$HOME_DIR" "$@"; }

if [ ! -d node_modules ]; then
  echo "Installing dependencies (npm ci)…"
  npm ci --no-audit --no-fund
fi
npm run --silent build

if [ ! -f "$HOME_DIR/config/genesis.json" ]; then
  echo "Creating a local chain in $HOME_DIR (chain id $CHAIN_ID)…"
  idledger init local-node --chain-id "$CHAIN_ID" 2>/dev/null
  if ! idledger keys show validator --keyring-backend test >/dev/null 2>&1; then
    idledger keys add validator --keyring-backend test
  fi
  idledger genesis add-account validator 100000000000000uhid --keyring-backend test
fi

exec node bin/idledger.js --home "$HOME_DIR" start --abci-only
