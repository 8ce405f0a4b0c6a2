import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createFileRegistry, fromBinary, type DescMessage, type DescMethod, type FileRegistry } from "@bufbuild/protobuf";
import { FileDescriptorSetSchema, type FileDescriptorSet } from "@bufbuild/protobuf/wkt";

/** Where scripts/gen-descriptors.sh writes the FileDescriptorSet, relative to the repository root. */
export const DESCRIPTOR_SET_PATH = join("proto", "descriptors", "idledger.binpb");

let loaded: { bytes: Uint8Array; set: FileDescriptorSet; registry: FileRegistry } | undefined;

/**
 * The descriptors of every service the node serves and every type their answers can hold (the generated
 * proto/descriptors/idledger.binpb), read once. Throws when the file is missing.
 */
export function descriptorSet(): { readonly bytes: Uint8Array; readonly set: FileDescriptorSet; readonly registry: FileRegistry } {
  if (loaded === undefined) {
    const bytes = new Uint8Array(readFileSync(findDescriptorFile()));
    const set = fromBinary(FileDescriptorSetSchema, bytes);
    loaded = { bytes, set, registry: createFileRegistry(set) };
  }
  return loaded;
}

export function descriptorRegistry(): FileRegistry {
  return extended ?? descriptorSet().registry;
}

let extended: FileRegistry | undefined;

/**
 * Adds the descriptors of a module whose protos are not in the generated set yet (one being written, or the tests'
 * stand-in module) to the registry every JSON reader and printer uses; files the set already has are kept.
 */
export function addDescriptors(set: FileDescriptorSet): void {
  // A type both have resolves to the one given last: the generated set's.
  extended = createFileRegistry(createFileRegistry(set), descriptorRegistry());
}

/** The descriptor of `/<service>/<Method>` (an ABCI query path or a gRPC path), if the set has it. */
export function methodOfPath(path: string, registry: FileRegistry = descriptorRegistry()): DescMethod | undefined {
  const match = /^\/([^/]+)\/([^/]+)$/.exec(path);
  if (match === null) return undefined;
  return registry.getService(match[1]!)?.methods.find((m) => m.name === match[2]);
}

/** A message type by its full name; throws when the set lacks it (a stale or incomplete descriptor set). */
export function messageDescriptor(typeName: string, registry: FileRegistry = descriptorRegistry()): DescMessage {
  const desc = registry.getMessage(typeName);
  if (desc === undefined) throw new Error(`no descriptor for message ${typeName}: regenerate with npm run descriptors`);
  return desc;
}

// The file sits at the repository root, and this module runs from abci-app/src (tests) or dist/abci-app/src (build).
function findDescriptorFile(): string {
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const candidate = join(dir, DESCRIPTOR_SET_PATH);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`${DESCRIPTOR_SET_PATH} not found above ${__dirname}: run npm run descriptors`);
  }
}
