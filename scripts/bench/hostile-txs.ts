/**
 * Transaction parts an attacker would build, for the tests, the fuzz suite and the soak run: messages nested in
 * MsgExec to any depth, MsgExecs carrying many messages, protobuf groups nested in a non-critical field, signer mode
 * infos nested in each other. Each builder is a loop over prefixes (the nested part is always a message's last field),
 * so it takes time linear in the size and never recurses, and can make what the node must refuse.
 */
import { MsgExec } from "cosmjs-types/cosmos/authz/v1beta1/tx";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { encodeUvarint } from "../../abci-app/src/abci/framing";

export const MSG_EXEC_TYPE_URL = "/cosmos.authz.v1beta1.MsgExec";
const encoder = new TextEncoder();

/**
 * `inner` wrapped in MsgExecs of `grantee` until the result is `depth` messages deep (depth 1 is `inner` itself).
 * A grantee running its own message needs no grant, so with `inner` signed by the grantee the result executes.
 */
export function nestedExec(inner: Any, grantee: string, depth: number): Any {
  if (depth === 1) return inner;
  const grant = lengthDelimited(1, encoder.encode(grantee));
  const url = lengthDelimited(1, encoder.encode(MSG_EXEC_TYPE_URL));
  // From the inside out: Any{type_url, value: <inner>}, then MsgExec{grantee, msgs: <that Any>}, level after level.
  const core = [...lengthDelimited(1, encoder.encode(inner.typeUrl)), ...lengthDelimited(2, inner.value)];
  const levels = 2 * (depth - 1) - 1; // MsgExec, Any, MsgExec, …, MsgExec
  const value = wrapInside(Uint8Array.from(core), levels, (length, level) => [...(level % 2 === 0 ? grant : url), ...tagAndLength(2, length)]);
  return { typeUrl: MSG_EXEC_TYPE_URL, value };
}

/** One MsgExec of `grantee` carrying `count` copies of `inner`. */
export function wideExec(inner: Any, grantee: string, count: number): Any {
  return { typeUrl: MSG_EXEC_TYPE_URL, value: MsgExec.encode({ grantee, msgs: Array.from({ length: count }, () => inner) }).finish() };
}

/** `bytes` followed by `depth` protobuf groups of non-critical field 1024 nested in each other, all closed. */
export function withNestedGroups(bytes: Uint8Array, depth: number): Uint8Array {
  const start = [0x83, 0x40]; // field 1024, wire type 3 (start group)
  const end = [0x84, 0x40]; // field 1024, wire type 4 (end group)
  const out = new Uint8Array(bytes.length + depth * 4);
  out.set(bytes);
  for (let i = 0; i < depth; i++) {
    out.set(start, bytes.length + i * 2);
    out.set(end, bytes.length + depth * 2 + i * 2);
  }
  return out;
}

/**
 * An AuthInfo (with a fee of `gasLimit`) whose one signer's mode info is `depth` multi-signature mode infos nested in
 * each other: ModeInfo{multi: Multi{mode_infos: [ModeInfo{…single…}]}}, a schema that recurses.
 */
export function authInfoWithNestedModeInfo(depth: number, gasLimit = 200_000n): Uint8Array {
  const single = Uint8Array.from([0x0a, 0x02, 0x08, 0x01]); // ModeInfo{single: {mode: DIRECT}}
  // Levels alternate: ModeInfo{multi(2): <Multi>} around a Multi, Multi{mode_infos(2): <ModeInfo>} around a ModeInfo.
  const modeInfo = wrapInside(single, 2 * (depth - 1), (length) => tagAndLength(2, length));
  const signerInfo = [...lengthDelimited(2, modeInfo)];
  const fee = [0x10, ...encodeUvarint(Number(gasLimit))];
  return Uint8Array.from([...lengthDelimited(1, Uint8Array.from(signerInfo)), ...lengthDelimited(2, Uint8Array.from(fee))]);
}

/**
 * `core` inside `levels` messages, each adding in front of what it wraps the prefix `prefixOf(length of what it
 * wraps, level)` and nothing after. Built from the prefixes alone, in time linear in the result.
 */
function wrapInside(core: Uint8Array, levels: number, prefixOf: (innerLength: number, level: number) => number[]): Uint8Array {
  const prefixes: number[][] = [];
  let length = core.length;
  for (let level = 0; level < levels; level++) {
    const prefix = prefixOf(length, level);
    prefixes.push(prefix);
    length += prefix.length;
  }
  const out = new Uint8Array(length);
  let pos = 0;
  for (let i = prefixes.length - 1; i >= 0; i--) {
    out.set(prefixes[i]!, pos);
    pos += prefixes[i]!.length;
  }
  out.set(core, pos);
  return out;
}

function lengthDelimited(field: number, bytes: Uint8Array): number[] {
  return [...tagAndLength(field, bytes.length), ...bytes];
}

function tagAndLength(field: number, length: number): number[] {
  return [...encodeUvarint((field << 3) | 2), ...encodeUvarint(length)];
}
