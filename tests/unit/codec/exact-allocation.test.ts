import "../../../abci-app/src/codec/exact-allocation";
import { Coin } from "cosmjs-types/cosmos/base/v1beta1/coin";

test("encoded messages own a buffer of their exact size (no 8 KiB slab pinned per message)", () => {
  const bytes = Coin.encode({ denom: "uhid", amount: "5" }).finish();
  expect(bytes.length).toBe(9);
  expect(bytes.buffer.byteLength).toBe(9);
  expect(Coin.decode(bytes)).toEqual({ denom: "uhid", amount: "5" });
});
