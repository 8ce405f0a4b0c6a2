/**
 * Regenerates the TypeScript of our protos (proto/ssi/v1) with telescope, the generator of cosmjs-types, and with
 * cosmjs-types' own options, so that the ssi codecs are the same family as the Cosmos ones: one reader and writer
 * (cosmjs-types/binary), camelCase fields, bigint for 64-bit integers. `npm run proto [-- output-dir]`, run from the
 * repository's root.
 * Output: abci-app/src/modules/ssi/types/generated/ (committed; tests/unit/ssi/generated-code.test.ts fails when stale).
 * What the generated files import from outside ssi/ (the runtime, pagination) is taken from cosmjs-types itself.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = process.cwd();
export const SSI_TYPES_DIR = path.join(ROOT, "abci-app/src/modules/ssi/types/generated");
const THIRD_PARTY_PROTOS = [
  "cosmos/base/query/v1beta1/pagination.proto",
  "google/api/annotations.proto",
  "google/api/http.proto",
  "google/protobuf/descriptor.proto",
];
/** Packages whose code comes from cosmjs-types: telescope parses their protos but writes nothing for them. */
const FROM_COSMJS_TYPES = ["cosmos.base.query.v1beta1", "google.api", "google.protobuf"];

/** Writes the ssi codecs to `out` (the committed folder unless given). */
export async function generateSsiTypes(out = SSI_TYPES_DIR): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-proto-"));
  try {
    const ours = path.join(work, "ours");
    const thirdParty = path.join(work, "third-party");
    fs.cpSync(path.join(ROOT, "proto/ssi"), path.join(ours, "ssi"), { recursive: true });
    for (const file of THIRD_PARTY_PROTOS) {
      fs.mkdirSync(path.dirname(path.join(thirdParty, file)), { recursive: true });
      fs.copyFileSync(path.join(ROOT, "node_modules/@protobufs", file), path.join(thirdParty, file));
    }
    const generated = path.join(work, "out");
    await generate([ours, thirdParty], generated);
    useCosmjsTypesRuntime(generated);
    fs.rmSync(out, { recursive: true, force: true });
    fs.cpSync(path.join(generated, "ssi"), path.join(out, "ssi"), { recursive: true });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** cosmjs-types 0.11's scripts/codegen.cjs options, with our protos in and the Cosmos packages out. */
async function generate(protoDirs: string[], outPath: string): Promise<void> {
  const telescope = require("@cosmology/telescope").default;
  await telescope({
    protoDirs,
    outPath,
    options: {
      logLevel: 0,
      useSDKTypes: false,
      tsDisable: { disableAll: false },
      eslintDisable: { disableAll: true },
      bundle: { enabled: false },
      interfaces: { enabled: false },
      prototypes: {
        includePackageVar: true,
        strictNullCheckForPrototypeMethods: true,
        paginationDefaultFromPartial: true,
        addTypeUrlToObjects: true,
        addTypeUrlToDecoders: false,
        excluded: { packages: FROM_COSMJS_TYPES, hardProtos: THIRD_PARTY_PROTOS },
        methods: { fromJSON: true, toJSON: true, fromAmino: false, toAmino: false, fromProto: false, toProto: false },
        typingsFormat: {
          useDeepPartial: true,
          useExact: true,
          timestamp: "timestamp",
          duration: "duration",
          customTypes: { useCosmosSDKDec: false },
          num64: "bigint",
          autoFixUndefinedEnumDefault: true,
        },
      },
      lcdClients: { enabled: false },
      rpcClients: { enabled: false },
      aminoEncoding: { enabled: false, useLegacyInlineEncoding: true },
    },
  });
}

/** Imports that leave ssi/ (`../../binary`, `../../cosmos/…`) point at cosmjs-types, whose runtime the codecs share. */
function useCosmjsTypesRuntime(generated: string): void {
  for (const file of fs.readdirSync(path.join(generated, "ssi"), { recursive: true, encoding: "utf8" })) {
    const full = path.join(generated, "ssi", file);
    if (!full.endsWith(".ts")) continue;
    const text = fs.readFileSync(full, "utf8");
    const rewritten = text.replace(/(from ")(\.{1,2}\/[^"]+)(")/g, (whole, open: string, spec: string, close: string) => {
      const target = path
        .relative(generated, path.resolve(path.dirname(full), spec))
        .split(path.sep)
        .join("/");
      return target.startsWith("ssi/") ? whole : `${open}cosmjs-types/${target}${close}`;
    });
    fs.writeFileSync(full, rewritten);
  }
}

if (require.main === module) {
  const out = path.resolve(process.argv[2] ?? SSI_TYPES_DIR);
  generateSsiTypes(out).then(
    () => console.log(out),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
