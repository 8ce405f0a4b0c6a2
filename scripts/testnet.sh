#!/usr/bin/env bash
# `npm run testnet -- <command>`: a local testnet on 127.0.0.1 of N validators (default 4), one seed node and one
# full node, each an `idledger start` in the background. The validators and the full node know only the seed node
# and find each other through it. docs/testnet.md describes the commands, the ports and the files.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
FUNDS="100000000000000uhid" # 100,000,000 HID
VALIDATOR_FUNDS="10000000000uhid" # 10,000 HID in each validator operator's account
VALIDATOR_STAKE="1000000000uhid"  # 1,000 HID of it self-delegated by its gentx: voting power 1000 each
STOP_WAIT_SECONDS=35        # the node gives CometBFT 30 s to stop before it kills it
START_WAIT_SECONDS=90

usage() {
  cat <<'EOF'
Usage: scripts/testnet.sh <command> [options]       (npm run testnet -- <command> [options])

Commands:
  up                 create the testnet if it does not exist, then start every node that is not running
  status             each node: running or not, height, app hash, peers, catching_up
  stop-node <node>   stop one node: a validator's index (0..N-1) or name (val0…), seed or full
  start-node <node>  start one node
  down [--clean]     stop every node; --clean also deletes the testnet's directory
  reset              the same as down --clean
  create [--docker]  only create the nodes' homes; --docker: for docker-compose.yml (each node in its own
                     container, named as its service, on the standard ports)

Options (and their environment variables), used when the testnet is created:
  --validators N     VALIDATORS          the number of validators (default 4)
  --port-base P      TESTNET_PORT_BASE   node k listens on P + 100*k + 56 (P2P), 57 (RPC), 58 (ABCI), 90 (gRPC),
                                         17 (REST); k = 0..N-1 the validators, N the seed, N+1 the full node
                                         (default 30000)
  --block-time T     TESTNET_BLOCK_TIME  CometBFT's timeout_commit (default 1s)
  TESTNET_CHAIN_ID (environment only)    the chain ID (default idledger-testnet)
Environment:
  TESTNET_DIR        where the nodes' homes are (default .testnet in the checkout)
  IDLEDGER_DIR       an idledger build to run (its bin/idledger.js and dist/) instead of building this checkout
EOF
}

fail() {
  echo "error: $*" >&2
  exit 1
}

# --- Options -------------------------------------------------------------------------------------------------------

command="${1:-}"
[ $# -gt 0 ] && shift
positional=()
clean=false
docker=false
validators="${VALIDATORS:-}"
port_base="${TESTNET_PORT_BASE:-}"
block_time="${TESTNET_BLOCK_TIME:-}"
chain_id="${TESTNET_CHAIN_ID:-}"
while [ $# -gt 0 ]; do
  case "$1" in
    --validators) [ $# -ge 2 ] || fail "--validators needs a number"; validators="$2"; shift 2 ;;
    --port-base) [ $# -ge 2 ] || fail "--port-base needs a port"; port_base="$2"; shift 2 ;;
    --block-time) [ $# -ge 2 ] || fail "--block-time needs a duration such as 1s"; block_time="$2"; shift 2 ;;
    --clean) clean=true; shift ;;
    --docker) docker=true; shift ;;
    -h | --help) usage; exit 0 ;;
    -*) fail "unknown option $1 (scripts/testnet.sh --help lists them)" ;;
    *) positional+=("$1"); shift ;;
  esac
done

DIR="${TESTNET_DIR:-$ROOT/.testnet}"
case "$DIR" in /*) ;; *) DIR="$PWD/$DIR" ;; esac
ENV_FILE="$DIR/testnet.env"

# --- The idledger build --------------------------------------------------------------------------------------------

PKG="${IDLEDGER_DIR:-$ROOT}"
idledger() { node "$PKG/bin/idledger.js" "$@"; }
# Runs a command, showing its output only when it fails.
quietly() {
  local out
  if ! out="$("$@" 2>&1)"; then
    echo "$out" >&2
    return 1
  fi
}
config_set() { node "$PKG/dist/scripts/lib/config-set.js" "$@"; }

# As npm start does: install the packages when missing and build this checkout, so that it runs the current code.
# A build given in IDLEDGER_DIR is used as it is.
ensure_built() {
  if [ -n "${IDLEDGER_DIR:-}" ]; then
    [ -f "$PKG/dist/scripts/testnet/status.js" ] || fail "IDLEDGER_DIR=$PKG holds no idledger build (no dist/scripts/testnet/)"
    return
  fi
  if [ ! -d "$ROOT/node_modules" ]; then
    echo "Installing dependencies (npm ci)…" >&2
    (cd "$ROOT" && npm ci --no-audit --no-fund >&2)
  fi
  (cd "$ROOT" && npm run --silent build >&2)
}

# Builds only when there is no build yet.
ensure_build_exists() {
  [ -f "$PKG/dist/scripts/testnet/status.js" ] || ensure_built
}

# The pinned CometBFT, built once before the nodes start (each `idledger start` would otherwise try to build it at once).
ensure_cometbft() {
  bash "$PKG/scripts/install-cometbft.sh" >/dev/null
}

# --- The nodes and their ports -------------------------------------------------------------------------------------

load_testnet() {
  [ -f "$ENV_FILE" ] || fail "no testnet in $DIR: scripts/testnet.sh up creates one"
  # shellcheck source=/dev/null
  . "$ENV_FILE"
  set_nodes
  [ -z "$validators" ] || [ "$validators" = "$VALIDATORS" ] ||
    fail "the testnet in $DIR has $VALIDATORS validators, not $validators: reset it to make another"
  [ -z "$port_base" ] || [ "$port_base" = "$PORT_BASE" ] ||
    fail "the testnet in $DIR uses port base $PORT_BASE, not $port_base: reset it to make another"
  [ -z "$block_time" ] || [ "$block_time" = "$BLOCK_TIME" ] ||
    fail "the testnet in $DIR has block time $BLOCK_TIME, not $block_time: reset it to make another"
  [ -z "$chain_id" ] || [ "$chain_id" = "$CHAIN_ID" ] ||
    fail "the testnet in $DIR has chain ID $CHAIN_ID, not $chain_id: reset it to make another"
}

# NODES: val0 … val<N-1>, seed, full: the homes' names, and the services' names in docker-compose.yml.
set_nodes() {
  local i
  NODES=()
  for ((i = 0; i < VALIDATORS; i++)); do NODES+=("val$i"); done
  NODES+=(seed full)
}

# A node's slot k in the port layout.
slot_of() {
  case "$1" in
    seed) echo "$VALIDATORS" ;;
    full) echo $((VALIDATORS + 1)) ;;
    *) echo "${1#val}" ;;
  esac
}

# `3`, `val3`, `seed` or `full` → the node's name.
resolve_node() {
  local arg="$1" i
  case "$arg" in
    seed | full) echo "$arg"; return ;;
    val*) i="${arg#val}" ;;
    *) i="$arg" ;;
  esac
  if [[ "$i" =~ ^[0-9]+$ ]] && [ "$i" -lt "$VALIDATORS" ]; then
    echo "val$((10#$i))"
  else
    fail "no node '$arg': the testnet has validators 0..$((VALIDATORS - 1)) (val0…val$((VALIDATORS - 1))), seed and full"
  fi
}

# Sets P2P RPC ABCI GRPC REST for node $1: in docker's layout every node has the standard ports in its container.
ports_of() {
  if [ "$LAYOUT" = docker ]; then
    P2P=26656 RPC=26657 ABCI=26658 GRPC=9090 REST=1317
  else
    local base=$((PORT_BASE + 100 * $(slot_of "$1")))
    P2P=$((base + 56)) RPC=$((base + 57)) ABCI=$((base + 58)) GRPC=$((base + 90)) REST=$((base + 17))
  fi
}

# The host other nodes (and clients) dial to reach node $1.
host_of() {
  if [ "$LAYOUT" = docker ]; then echo "$1"; else echo 127.0.0.1; fi
}

# --- Creating the testnet ------------------------------------------------------------------------------------------

create_testnet() {
  VALIDATORS="${validators:-4}"
  PORT_BASE="${port_base:-30000}"
  BLOCK_TIME="${block_time:-1s}"
  CHAIN_ID="${chain_id:-idledger-testnet}"
  LAYOUT=loopback
  if $docker; then LAYOUT=docker; fi
  if ! [[ "$VALIDATORS" =~ ^[1-9][0-9]?$ ]]; then fail "--validators must be from 1 to 99, not '$VALIDATORS'"; fi
  local max_base=$((65536 - 100 * (VALIDATORS + 2)))
  if ! [[ "$PORT_BASE" =~ ^[1-9][0-9]*$ ]] || [ "$PORT_BASE" -lt 1024 ] || [ "$PORT_BASE" -gt "$max_base" ]; then
    fail "--port-base must leave room for $((VALIDATORS + 2)) nodes: from 1024 to $max_base, not '$PORT_BASE'"
  fi
  set_nodes

  # A directory marked as being created (by a run that was interrupted) is made again from scratch.
  if [ -e "$DIR/.creating" ]; then
    find "$DIR" -mindepth 1 -delete
  elif [ -d "$DIR" ] && [ -n "$(ls -A "$DIR")" ]; then
    fail "$DIR exists and holds no testnet (no testnet.env): remove it, or choose another TESTNET_DIR"
  fi
  mkdir -p "$DIR"
  touch "$DIR/.creating"
  echo "Creating a testnet of $VALIDATORS validators, a seed node and a full node in $DIR (chain id $CHAIN_ID)…" >&2

  local name pids=() pid
  for name in "${NODES[@]}"; do
    init_home "$name" &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || fail "idledger init failed (its output is above)"; done

  # One genesis for all, val0's: the funded account and each validator operator's account; then each validator's
  # gentx (signed on its own node, with its consensus key and its operator key "val<i>" from its test keyring),
  # collected into it, as an SDK chain's validators join. The result is copied to every node.
  local genesis_home="$DIR/val0" i
  idledger keys add faucet --keyring-backend test --output json --home "$genesis_home" >"$DIR/faucet.json"
  idledger genesis add-account faucet "$FUNDS" --keyring-backend test --home "$genesis_home"
  for ((i = 0; i < VALIDATORS; i++)); do
    idledger keys add "val$i" --keyring-backend test --output json --home "$DIR/val$i" >"$DIR/val$i/operator.json"
    idledger genesis add-account "$(node -p 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).address' "$DIR/val$i/operator.json")" \
      "$VALIDATOR_FUNDS" --home "$genesis_home"
  done
  mkdir -p "$DIR/gentxs"
  for ((i = 0; i < VALIDATORS; i++)); do
    [ "$i" = 0 ] || cp "$genesis_home/config/genesis.json" "$DIR/val$i/config/genesis.json"
    ports_of "val$i"
    quietly idledger genesis gentx "val$i" "$VALIDATOR_STAKE" --ip "$(host_of "val$i")" --p2p-port "$P2P" --keyring-backend test \
      --output-document "$DIR/gentxs/gentx-val$i.json" --home "$DIR/val$i"
  done
  quietly idledger genesis collect-gentxs --gentx-dir "$DIR/gentxs" --home "$genesis_home"
  for name in "${NODES[@]}"; do
    [ "$name" = val0 ] || cp "$genesis_home/config/genesis.json" "$DIR/$name/config/genesis.json"
  done

  ports_of seed
  local seeds
  seeds="$(idledger comet show-node-id --home "$DIR/seed")@$(host_of seed):$P2P"
  for name in "${NODES[@]}"; do configure_node "$name" "$seeds"; done

  printf 'CHAIN_ID=%q\nVALIDATORS=%q\nPORT_BASE=%q\nBLOCK_TIME=%q\nLAYOUT=%q\n' "$CHAIN_ID" "$VALIDATORS" "$PORT_BASE" "$BLOCK_TIME" "$LAYOUT" >"$ENV_FILE"
  rm "$DIR/.creating"
  echo "The mnemonic of the funded account 'faucet' (also in $DIR/faucet.json):" >&2
  node -p 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).mnemonic' "$DIR/faucet.json" >&2
}

# `idledger init` of node $1 in its mode. init prints its summary on stderr: shown only when it fails.
init_home() {
  local mode=validator summary
  case "$1" in seed | full) mode="$1" ;; esac
  if ! summary="$(idledger init "$1" --chain-id "$CHAIN_ID" --mode "$mode" --home "$DIR/$1" 2>&1)"; then
    echo "$summary" >&2
    return 1
  fi
}

# Node $1's config.toml and app.toml: its ports, the seed node as its only source of peers, loopback peering allowed.
configure_node() {
  local name="$1" seeds="$2" home="$DIR/$1" listen=127.0.0.1 external=""
  ports_of "$name"
  if [ "$LAYOUT" = docker ]; then
    # Listen on the container's interfaces; advertise the service name, which the other containers resolve.
    listen=0.0.0.0
    external="$name:$P2P"
  fi
  [ "$name" != seed ] || seeds=""
  # addr_book_strict = false: peers on loopback or a private network are kept; allow_duplicate_ip: all share one IP.
  config_set "$home/config/config.toml" \
    proxy_app="tcp://127.0.0.1:$ABCI" \
    rpc.laddr="tcp://$listen:$RPC" \
    p2p.laddr="tcp://$listen:$P2P" \
    p2p.external_address="$external" \
    p2p.seeds="$seeds" \
    p2p.persistent_peers="" \
    p2p.addr_book_strict=false \
    p2p.allow_duplicate_ip=true \
    consensus.timeout_commit="$BLOCK_TIME"
  config_set "$home/config/app.toml" \
    abci.address="tcp://127.0.0.1:$ABCI" \
    grpc.enable=true \
    grpc.address="$listen:$GRPC" \
    api.enable=true \
    api.address="tcp://$listen:$REST"
}

print_faucet() {
  local address
  address="$(node -p 'JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).address' "$DIR/faucet.json")"
  echo "Funded account: faucet $address (100,000,000 HID), in the test keyring of $DIR/val0"
}

# --- Running the nodes ---------------------------------------------------------------------------------------------

# Whether process $1 exists and is not a zombie.
alive() {
  kill -0 "$1" 2>/dev/null || return 1
  [ ! -r "/proc/$1/stat" ] || [ "$(sed 's/.*) //' "/proc/$1/stat" | cut -d' ' -f1)" != Z ]
}

# Prints the pid of node $1's `idledger start`; fails when it is not running.
node_pid() {
  local home="$DIR/$1" pid
  [ -f "$home/node.pid" ] || return 1
  pid="$(cat "$home/node.pid")"
  alive "$pid" || return 1
  # After a reboot the pid may belong to another program.
  if [ -r "/proc/$pid/cmdline" ] && ! tr '\0' ' ' <"/proc/$pid/cmdline" | grep -qF -- "start --home $home "; then
    return 1
  fi
  echo "$pid"
}

# Starts node $1 in its own session (Ctrl-C in this terminal does not reach it), its output in <home>/node.log.
launch_node() {
  local home="$DIR/$1" detach=(nohup)
  command -v setsid >/dev/null && detach=(setsid nohup)
  echo "--- $(date -u +%Y-%m-%dT%H:%M:%SZ) scripts/testnet.sh starts $1" >>"$home/node.log"
  "${detach[@]}" node "$PKG/bin/idledger.js" start --home "$home" >>"$home/node.log" 2>&1 </dev/null &
  echo $! >"$home/node.pid"
}

# Waits until each of the nodes $@ listens for peers (CometBFT opens P2P last); fails, with the end of its log, for
# one that exits instead.
wait_started() {
  local name deadline=$((SECONDS + START_WAIT_SECONDS))
  for name in "$@"; do
    ports_of "$name"
    until (exec 3<>"/dev/tcp/127.0.0.1/$P2P") 2>/dev/null; do
      # The pid was written by launch_node just now: whether it is alive is enough. (node_pid also checks the command
      # line, which on a busy machine may still be the forking shell's for a moment.)
      if ! alive "$(cat "$DIR/$name/node.pid")"; then
        tail -n 20 "$DIR/$name/node.log" >&2
        fail "$name exited while starting; its log, above, is $DIR/$name/node.log"
      fi
      [ "$SECONDS" -lt "$deadline" ] || fail "$name did not listen on port $P2P within $START_WAIT_SECONDS s; see $DIR/$name/node.log"
      sleep 0.2
    done
  done
}

# Starts the nodes $@ that are not running. The seed node goes first: a node that finds no seed listening tries again
# only 30 s later.
start_nodes() {
  local name started=()
  if [[ " $* " == *" seed "* ]] && ! node_pid seed >/dev/null; then
    launch_node seed
    wait_started seed
  fi
  for name in "$@"; do
    if node_pid "$name" >/dev/null; then continue; fi
    launch_node "$name"
    started+=("$name")
  done
  [ ${#started[@]} -eq 0 ] || wait_started "${started[@]}"
}

# SIGTERM to each running node of $@, then waits for all; one still running after STOP_WAIT_SECONDS is killed with
# its process group (idledger and its CometBFT).
stop_nodes() {
  local name pid pids=() names=()
  for name in "$@"; do
    if pid="$(node_pid "$name")"; then
      kill -TERM "$pid" 2>/dev/null || true
      pids+=("$pid")
      names+=("$name")
    fi
  done
  local deadline=$((SECONDS + STOP_WAIT_SECONDS)) i
  for i in "${!pids[@]}"; do
    while alive "${pids[$i]}" && [ "$SECONDS" -lt "$deadline" ]; do sleep 0.2; done
    if alive "${pids[$i]}"; then
      echo "warning: ${names[$i]} did not stop within $STOP_WAIT_SECONDS s: killing it" >&2
      kill -KILL -- "-${pids[$i]}" 2>/dev/null || kill -KILL "${pids[$i]}" 2>/dev/null || true
    fi
    rm -f "$DIR/${names[$i]}/node.pid"
  done
}

require_loopback() {
  [ "$LAYOUT" = loopback ] || fail "the testnet in $DIR was made for docker compose (create --docker): docker compose runs its nodes"
}

print_nodes() {
  local name
  echo "Testnet $CHAIN_ID in $DIR: $VALIDATORS validators, a seed node and a full node"
  printf '%-6s %-7s %-24s %-17s %s\n' node p2p rpc grpc rest
  for name in "${NODES[@]}"; do
    ports_of "$name"
    printf '%-6s %-7s %-24s %-17s %s\n' "$name" "$P2P" "http://127.0.0.1:$RPC" "127.0.0.1:$GRPC" "http://127.0.0.1:$REST"
  done
}

print_status() {
  local name pid args=()
  for name in "${NODES[@]}"; do
    ports_of "$name"
    pid="$(node_pid "$name")" || pid=-
    args+=("$name" "$pid" "http://127.0.0.1:$RPC")
  done
  node "$PKG/dist/scripts/testnet/status.js" "${args[@]}"
}

# --- Commands ------------------------------------------------------------------------------------------------------

case "$command" in
  start-node | stop-node) ;;
  *) [ ${#positional[@]} -eq 0 ] || fail "$command takes no argument '${positional[0]}'" ;;
esac

case "$command" in
  up)
    if [ -f "$ENV_FILE" ]; then
      load_testnet
      require_loopback
      all_up=true
      for name in "${NODES[@]}"; do node_pid "$name" >/dev/null || all_up=false; done
      if $all_up; then fail "the testnet in $DIR is already up (scripts/testnet.sh status shows it; down stops it)"; fi
      ensure_built
    else
      ensure_built
      create_testnet
      require_loopback
    fi
    ensure_cometbft
    start_nodes "${NODES[@]}"
    print_nodes
    print_faucet
    ;;
  create)
    ensure_built
    if [ -f "$ENV_FILE" ]; then
      load_testnet
      echo "The testnet in $DIR exists already." >&2
    else
      create_testnet
    fi
    print_faucet
    ;;
  status)
    load_testnet
    require_loopback
    ensure_build_exists
    print_status
    ;;
  start-node | stop-node)
    [ ${#positional[@]} -eq 1 ] || fail "$command takes one node: a validator's index (0..N-1), seed or full"
    load_testnet
    require_loopback
    name="$(resolve_node "${positional[0]}")"
    if [ "$command" = start-node ]; then
      if pid="$(node_pid "$name")"; then fail "$name is already running (pid $pid)"; fi
      ensure_build_exists
      ensure_cometbft
      start_nodes "$name"
      echo "Started $name." >&2
    else
      node_pid "$name" >/dev/null || fail "$name is not running"
      stop_nodes "$name"
      echo "Stopped $name." >&2
    fi
    ;;
  down | reset)
    [ "$command" = down ] || clean=true
    if [ -f "$ENV_FILE" ]; then
      load_testnet
      if [ "$LAYOUT" = loopback ]; then
        stop_nodes "${NODES[@]}"
        echo "Stopped the testnet in $DIR." >&2
      fi
    elif ! $clean; then
      echo "No testnet in $DIR." >&2
    fi
    if $clean && [ -d "$DIR" ]; then
      [ -f "$ENV_FILE" ] || [ -e "$DIR/.creating" ] || [ -z "$(ls -A "$DIR")" ] ||
        fail "$DIR holds no testnet (no testnet.env): not deleting it"
      rm -rf "$DIR"
      echo "Deleted $DIR." >&2
    fi
    ;;
  help | -h | --help) usage ;;
  "") usage >&2; exit 2 ;;
  *) echo "error: unknown command '$command'" >&2; usage >&2; exit 2 ;;
esac
