#!/usr/bin/env bash
# Builds proto/descriptors/idledger.binpb: the FileDescriptorSet (with every import) of what the node serves and
# prints. gRPC reflection answers from it, and the JSON printer (abci-app/src/codec/sdk-json.ts) walks it.
#   npm run descriptors [-- output-file]
# The .proto sources are the pinned releases' own files, fetched with `go mod download` into Go's module cache
# (Cosmos SDK v0.47: the queries, tx and tendermint services as v0.47 serves them; CometBFT v0.38: the block and
# node-info types of the CometBFT we run; gogoproto and cosmos-proto: the options those files use; grpc-gateway
# v1.16: google/api annotations; ibc-go v7.10: IBC core, the Tendermint light client and ICS-20), gRPC's reflection protos from the @grpc/reflection package, and our own
# proto/ssi. Only the generated set is committed; tests/unit/codec/descriptors.test.ts fails when it is stale.
# Needs Go and protoc (Debian package protobuf-compiler).
set -euo pipefail
cd "$(dirname "$0")/.."

COSMOS_SDK="github.com/cosmos/cosmos-sdk@v0.47.17"
COMETBFT="github.com/cometbft/cometbft@v0.38.26"
GOGOPROTO="github.com/cosmos/gogoproto@v1.7.0"
COSMOS_PROTO="github.com/cosmos/cosmos-proto@v1.0.0-beta.5"
GRPC_GATEWAY="github.com/grpc-ecosystem/grpc-gateway@v1.16.0"
IBC_GO="github.com/cosmos/ibc-go/v7@v7.10.0"
ICS23="github.com/cosmos/ics23/go@v0.10.0"

OUT="${1:-proto/descriptors/idledger.binpb}"

for tool in go protoc; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "error: $tool is missing (Go: https://go.dev/dl/; protoc: apt-get install protobuf-compiler)" >&2
    exit 1
  fi
done
REFLECTION_PROTOS="node_modules/@grpc/reflection/build/proto"
if [ ! -f "$REFLECTION_PROTOS/grpc/reflection/v1/reflection.proto" ]; then
  echo "error: $REFLECTION_PROTOS is missing: run npm install" >&2
  exit 1
fi

# The directory of a module in Go's module cache, downloading it when it is not there yet.
module_dir() {
  (cd / && GOFLAGS=-mod=mod go mod download -json "$1") | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p'
}

SDK_DIR="$(module_dir "$COSMOS_SDK")"
COMET_DIR="$(module_dir "$COMETBFT")"
GOGO_DIR="$(module_dir "$GOGOPROTO")"
COSMOS_PROTO_DIR="$(module_dir "$COSMOS_PROTO")"
GATEWAY_DIR="$(module_dir "$GRPC_GATEWAY")"
IBC_DIR="$(module_dir "$IBC_GO")"
ICS23_DIR="$(module_dir "$ICS23")"
for dir in "$SDK_DIR" "$COMET_DIR" "$GOGO_DIR" "$COSMOS_PROTO_DIR" "$GATEWAY_DIR" "$IBC_DIR" "$ICS23_DIR"; do
  if [ -z "$dir" ] || [ ! -d "$dir" ]; then
    echo "error: go mod download did not yield a module directory" >&2
    exit 1
  fi
done

# Served services, every type an Any in their answers can hold (codec/registry.ts), and the genesis sections
# (read and printed through the same descriptors). The SDK's proto tree
# carries a copy of CometBFT v0.37's protos; CometBFT's own v0.38 files come first so they are the ones used.
ROOTS=(
  cosmos/auth/v1beta1/query.proto
  cosmos/auth/v1beta1/genesis.proto
  cosmos/auth/v1beta1/tx.proto
  cosmos/bank/v1beta1/query.proto
  cosmos/bank/v1beta1/genesis.proto
  cosmos/bank/v1beta1/tx.proto
  cosmos/bank/v1beta1/authz.proto
  cosmos/authz/v1beta1/query.proto
  cosmos/authz/v1beta1/genesis.proto
  cosmos/authz/v1beta1/tx.proto
  cosmos/feegrant/v1beta1/query.proto
  cosmos/feegrant/v1beta1/genesis.proto
  cosmos/feegrant/v1beta1/tx.proto
  cosmos/staking/v1beta1/query.proto
  cosmos/staking/v1beta1/genesis.proto
  cosmos/staking/v1beta1/tx.proto
  cosmos/staking/v1beta1/authz.proto
  cosmos/slashing/v1beta1/query.proto
  cosmos/slashing/v1beta1/genesis.proto
  cosmos/slashing/v1beta1/tx.proto
  cosmos/evidence/v1beta1/query.proto
  cosmos/evidence/v1beta1/genesis.proto
  cosmos/evidence/v1beta1/tx.proto
  cosmos/distribution/v1beta1/query.proto
  cosmos/distribution/v1beta1/genesis.proto
  cosmos/distribution/v1beta1/tx.proto
  cosmos/mint/v1beta1/query.proto
  cosmos/mint/v1beta1/genesis.proto
  cosmos/mint/v1beta1/tx.proto
  cosmos/gov/v1/query.proto
  cosmos/gov/v1/genesis.proto
  cosmos/gov/v1/tx.proto
  cosmos/gov/v1beta1/query.proto
  cosmos/gov/v1beta1/genesis.proto
  cosmos/gov/v1beta1/tx.proto
  cosmos/upgrade/v1beta1/query.proto
  cosmos/upgrade/v1beta1/tx.proto
  cosmos/consensus/v1/query.proto
  cosmos/consensus/v1/tx.proto
  cosmos/tx/v1beta1/service.proto
  cosmos/base/tendermint/v1beta1/query.proto
  cosmos/base/node/v1beta1/query.proto
  cosmos/crypto/secp256k1/keys.proto
  cosmos/crypto/ed25519/keys.proto
  cosmos/crypto/multisig/keys.proto
  ssi/v1/query.proto
  ssi/v1/genesis.proto
  ssi/v1/tx.proto
  grpc/reflection/v1/reflection.proto
  grpc/reflection/v1alpha/reflection.proto
  ibc/core/client/v1/query.proto
  ibc/core/client/v1/tx.proto
  ibc/core/connection/v1/query.proto
  ibc/core/connection/v1/tx.proto
  ibc/core/channel/v1/query.proto
  ibc/core/channel/v1/tx.proto
  ibc/core/types/v1/genesis.proto
  ibc/lightclients/tendermint/v1/tendermint.proto
  ibc/applications/transfer/v1/query.proto
  ibc/applications/transfer/v1/tx.proto
  ibc/applications/transfer/v1/genesis.proto
  ibc/applications/transfer/v1/authz.proto
  ibc/applications/transfer/v2/packet.proto
)

# ibc-go imports cosmos/ics23/v1/proofs.proto, whose source no Go module ships: its descriptor comes from the
# generated Go code of github.com/cosmos/ics23/go, the module ibc-go v7 depends on.
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
node scripts/lib/go-file-descriptor.js "$ICS23_DIR/proofs.pb.go" "$WORK/ics23.binpb"

mkdir -p "$(dirname "$OUT")"
protoc \
  -I proto \
  -I "$COMET_DIR/proto" \
  -I "$SDK_DIR/proto" \
  -I "$GOGO_DIR" \
  -I "$COSMOS_PROTO_DIR/proto" \
  -I "$GATEWAY_DIR/third_party/googleapis" \
  -I "$REFLECTION_PROTOS" \
  -I "$IBC_DIR/proto" \
  --descriptor_set_in="$WORK/ics23.binpb" \
  --include_imports \
  --descriptor_set_out="$OUT" \
  "${ROOTS[@]}"
echo "$OUT"
