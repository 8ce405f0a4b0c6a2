import { overlayChanges } from "../../../abci-app/src/app/overlay";
import type { KVChange } from "../../../abci-app/src/store/types";

const k = (s: string) => new TextEncoder().encode(s);
const change = (key: string, value?: string): KVChange => [k(key), value === undefined ? undefined : k(value)];
const text = (changes: readonly KVChange[] | undefined) =>
  (changes ?? []).map(([key, value]) => `${new TextDecoder().decode(key)}=${value === undefined ? "<deleted>" : new TextDecoder().decode(value)}`);

test("a block's changes overlay genesis changes: later writes and deletes win, order stays sorted", () => {
  const genesis = new Map([
    ["bank", [change("a", "1"), change("c", "3"), change("e", "5")]],
    ["acc", [change("x", "9")]],
  ]);
  const block = new Map([
    ["bank", [change("b", "2"), change("c", "33"), change("e")]],
    ["consensus", [change("h", "1")]],
  ]);
  const merged = overlayChanges(genesis, block);
  expect([...merged.keys()]).toEqual(["acc", "bank", "consensus"]);
  expect(text(merged.get("bank"))).toEqual(["a=1", "b=2", "c=33", "e=<deleted>"]);
  expect(text(merged.get("acc"))).toEqual(["x=9"]);
  expect(text(merged.get("consensus"))).toEqual(["h=1"]);
});
