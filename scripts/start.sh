#!/usr/bin/env bash
# `npm start`: a one-validator local chain in .localnet/, created on the first run and resumed on every later one,
# with the event API and the template API beside it.
# Installs what is missing first: npm packages, the build, the pinned CometBFT (scripts/install-cometbft.sh).
# `npm start -- --comet-log-level info` shows CometBFT's log beyond its errors (or set CMT_LOG_LEVEL, which it reads).
# Environment: LOCALNET_DIR, where the chain lives (default .localnet in the checkout); IDLEDGER_DIR, an idledger
# build to run (its bin/idledger.js and dist/) as it is, instead of installing and building this checkout.
set -euo pipefail
CHECKOUT="$(cd "$(dirname "$0")/.." && pwd)"
# Both resolved from where npm start was called, before moving into the checkout.
LOCALNET="$(realpath -m "${LOCALNET_DIR:-$CHECKOUT/.localnet}")"
PKG="$(realpath "${IDLEDGER_DIR:-$CHECKOUT}")"
cd "$CHECKOUT"

while [ $# -gt 0 ]; do
  case "$1" in
    --comet-log-level) export CMT_LOG_LEVEL="${2:?--comet-log-level needs a level, e.g. info or state:info,*:error}"; shift 2 ;;
    *) echo "Error: unknown option $1 (npm start takes only --comet-log-level <level>)" >&2; exit 1 ;;
  esac
done
export CMT_LOG_LEVEL="${CMT_LOG_LEVEL:-*:error}"

# One npm start at a time: a second would rebuild dist/ under the first and find the chain's databases in use. The
# lock stays held by every process this script starts (they inherit it), so it lasts as long as any of them runs.
LOCK="$LOCALNET.lock"
exec 9>>"$LOCK"
if command -v flock >/dev/null 2>&1 && ! flock -n 9; then
  read -r holder since <"$LOCK" || true
  echo "Error: $LOCALNET is in use by another npm start${holder:+ (process $holder, since $since)}. Stop it first (Ctrl-C in its terminal${holder:+, or kill $holder})." >&2
  exit 1
fi
echo "$$ $(date -u +%Y-%m-%dT%H:%M:%SZ)" >"$LOCK"

source scripts/node-env.sh
CHAIN_ID="idledger-local"
FUNDS="100000000000000uhid" # 100,000,000 HID
STAKE="1000000000uhid"       # 1,000 HID self-delegated by the validator's gentx: voting power 1000
idledger() { node "$PKG/bin/idledger.js" "$@"; }

# Runs a command, showing its output only when it fails.
quietly() {
  local out
  if ! out="$("$@" 2>&1)"; then
    echo "$out" >&2
    return 1
  fi
}

# Sets existing keys of a config file in place, keeping its comments (scripts/lib/config-set.ts).
config_set() { node "$PKG/dist/scripts/lib/config-set.js" "$@"; }

if [ -n "${IDLEDGER_DIR:-}" ]; then
  [ -f "$PKG/dist/scripts/lib/start-summary.js" ] || { echo "Error: IDLEDGER_DIR=$PKG holds no idledger build" >&2; exit 1; }
else
  if [ ! -d node_modules ]; then
    echo "Installing dependencies (npm ci)…" >&2
    npm ci --no-audit --no-fund
  fi
  npm run --silent build
fi
bash scripts/install-cometbft.sh >/dev/null

if [ ! -f "$LOCALNET/config/genesis.json" ]; then
  if [ -e "$LOCALNET" ]; then
    echo "Error: $LOCALNET exists but holds no chain (no config/genesis.json); remove it to create a new local chain" >&2
    exit 1
  fi
  # Built beside its final place and renamed at the end, so that an interrupted first run leaves nothing half-made.
  NEW="$LOCALNET.new"
  rm -rf "$NEW"
  echo "Creating a one-validator local chain in $LOCALNET (chain id $CHAIN_ID)…" >&2
  if ! summary="$(idledger init local-validator --chain-id "$CHAIN_ID" --home "$NEW" 2>&1)"; then
    echo "$summary" >&2
    exit 1
  fi
  config_set "$NEW/config/app.toml" api.enable=true                     # REST on 1317 beside gRPC on 9090
  config_set "$NEW/config/config.toml" consensus.timeout_commit=1s      # a block about every second
  echo >&2
  echo "Account key 'validator' (test keyring, unencrypted), funded with 100,000,000 HID, 1,000 of them staked:" >&2
  # The keyring's warnings name the directory it ends up in, not the one it is made in.
  idledger keys add validator --keyring-backend test --home "$NEW" 2> >(sed -u "s#$NEW#$LOCALNET#g" >&2)
  quietly idledger genesis add-account validator "$FUNDS" --keyring-backend test --home "$NEW"
  # The validator enters the chain as the SDK's do: its gentx (MsgCreateValidator) collected into genesis.json.
  quietly idledger genesis gentx validator "$STAKE" --ip 127.0.0.1 --keyring-backend test --home "$NEW"
  quietly idledger genesis collect-gentxs --home "$NEW"
  mv "$NEW" "$LOCALNET"
  echo "The mnemonic above is shown only this once. The chain lives in $LOCALNET; delete it to start over." >&2
  echo >&2
fi

# The node, the event API (8080, data in .localnet/event-api) and the template API (8090, data in
# .localnet/template-api) run side by side. Each runs in its own process group (set -m), so a Ctrl-C reaches this
# script only, and each child gets exactly one SIGTERM from it: a second signal would cut a child's graceful
# shutdown short. When any of them stops on its own, the others are stopped too.
set -m
# Started as node itself, not through the idledger function, so that each pid below is the process to signal.
node "$PKG/bin/idledger.js" start --home "$LOCALNET" &
pids=($!)
node "$PKG/bin/idledger.js" event-api start --home "$LOCALNET" &
pids+=($!)
node "$PKG/bin/idledger.js" template-api start --home "$LOCALNET" &
pids+=($!)
# Once everything answers: one summary of the chain, the funded key and every address.
address="$(idledger keys show validator -a --keyring-backend test --home "$LOCALNET" 2>/dev/null || echo "(key 'validator' not found)")"
node "$PKG/dist/scripts/lib/start-summary.js" "$LOCALNET" validator "$address" &
summary_pid=$!
stopped_by_signal=""
stopping=""
stop() {
  [ -n "$stopping" ] && return
  stopping=1
  kill -TERM "$summary_pid" "${pids[@]}" 2>/dev/null || true
}
trap 'stopped_by_signal=1; stop' INT TERM
status=0
wait -n "${pids[@]}" || status=$?
stop
for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
[ -n "$stopped_by_signal" ] && status=0
exit "$status"
