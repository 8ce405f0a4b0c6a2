# Sourced by .ci/run and scripts/start.sh: puts a Node.js of the supported line first on PATH, installing the pinned
# one into .bin/ when the node on PATH is older (scripts/install-node.sh).
node_bin="$(bash "$(dirname "${BASH_SOURCE[0]}")/install-node.sh" | tail -n 1)"
export PATH="$node_bin:$PATH"
unset node_bin
