// Prints, as a FileDescriptorSet, the file descriptor a gogoproto-generated Go file embeds (`var fileDescriptor_… =
// []byte{…}`, gzipped). For .proto files whose source no Go module ships but whose generated code one does:
// cosmos/ics23/v1/proofs.proto, which ibc-go's protos import, is published only as github.com/cosmos/ics23/go's
// proofs.pb.go. Usage: node scripts/lib/go-file-descriptor.js <file.pb.go> <out.binpb>
const fs = require("node:fs");
const zlib = require("node:zlib");

const [source, out] = process.argv.slice(2);
if (!source || !out) {
  console.error("usage: node scripts/lib/go-file-descriptor.js <file.pb.go> <out.binpb>");
  process.exit(2);
}
const text = fs.readFileSync(source, "utf8");
const literal = /var fileDescriptor_[0-9a-f]+ = \[\]byte\{([^}]*)\}/.exec(text);
if (literal === null) {
  console.error(`${source} embeds no gogoproto file descriptor`);
  process.exit(1);
}
const gzipped = Buffer.from(literal[1].match(/0x[0-9a-f]{2}/g).map((byte) => Number.parseInt(byte, 16)));
const file = zlib.gunzipSync(gzipped);
// FileDescriptorSet { repeated FileDescriptorProto file = 1; }: one length-delimited field.
const length = [];
for (let n = file.length; ; n >>>= 7) {
  if (n < 0x80) {
    length.push(n);
    break;
  }
  length.push((n & 0x7f) | 0x80);
}
fs.writeFileSync(out, Buffer.concat([Buffer.from([0x0a, ...length]), file]));
