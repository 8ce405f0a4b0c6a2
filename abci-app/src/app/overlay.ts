import { compareBytes } from "../store/bytes";
import type { KVChange, StoreChanges } from "../store/types";

/**
 * Both sets of changes as one, `top` winning for equal keys: the first block's changes on top of the
 * genesis changes, built and committed together as the chain's first version.
 */
export function overlayChanges(base: StoreChanges, top: StoreChanges): StoreChanges {
  const names = [...new Set([...base.keys(), ...top.keys()])].sort();
  return new Map(names.map((name) => [name, mergeSorted(base.get(name) ?? [], top.get(name) ?? [])]));
}

function mergeSorted(base: readonly KVChange[], top: readonly KVChange[]): KVChange[] {
  const out: KVChange[] = [];
  let i = 0;
  let j = 0;
  while (i < base.length || j < top.length) {
    if (j >= top.length) out.push(base[i++]!);
    else if (i >= base.length) out.push(top[j++]!);
    else {
      const order = compareBytes(base[i]![0], top[j]![0]);
      if (order < 0) out.push(base[i++]!);
      else if (order > 0) out.push(top[j++]!);
      else {
        out.push(top[j++]!);
        i++;
      }
    }
  }
  return out;
}
