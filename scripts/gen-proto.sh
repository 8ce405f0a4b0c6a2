#!/usr/bin/env bash
# Regenerates the TypeScript of our protos (proto/ssi/v1) with ts-proto: `npm run proto`.
# Output: abci-app/src/modules/ssi/types/generated/ (committed; tests/unit/ssi/generated-code.test.ts fails when stale).
# Needs protoc (Debian package protobuf-compiler). Usage: gen-proto.sh [output-dir]
set -euo pipefail
cd "$(dirname "$0")/.."

OUT="${1:-abci-app/src/modules/ssi/types/generated}"
if ! command -v protoc >/dev/null 2>&1; then
  echo "error: protoc is missing: install the Debian package protobuf-compiler (apt-get install protobuf-compiler)" >&2
  exit 1
fi

# Proto field names are kept (hid-node's names are camelCase already, four are snake_case): the TypeScript
# and the JSON use them as the Cosmos CLI prints them, with default values and uint64 as strings.
OPTIONS="snakeToCamel=false,protoJsonFormat=false,forceLong=bigint,esModuleInterop=true,outputServices=false,emitDefaultValues=json-methods,useExactTypes=false,env=both"

rm -rf "$OUT"
mkdir -p "$OUT"
protoc \
  --plugin="protoc-gen-ts_proto=node_modules/.bin/protoc-gen-ts_proto" \
  -I proto -I node_modules/@protobufs \
  --ts_proto_out="$OUT" \
  --ts_proto_opt="$OPTIONS" \
  proto/ssi/v1/*.proto cosmos/base/query/v1beta1/pagination.proto
# query.proto imports google/api/annotations.proto for its REST paths only; no generated code uses it.
rm -rf "$OUT/google"
