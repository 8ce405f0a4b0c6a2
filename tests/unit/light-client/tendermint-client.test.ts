import { compareHeights, ibcHeight, revisionNumber } from "../../../abci-app/src/light-client/tendermint-client";

describe("IBC heights of a chain", () => {
  it("read the revision from a chain id ending in -N, as ibc-go's ParseChainID", () => {
    expect(revisionNumber("cosmoshub-4")).toBe(4n);
    expect(revisionNumber("a-1")).toBe(1n);
    expect(revisionNumber("idledger-local")).toBe(0n);
    expect(revisionNumber("gaia-0")).toBe(0n); // a revision does not start with 0
    expect(revisionNumber("gaia-01")).toBe(0n);
    expect(revisionNumber("gaia--1")).toBe(0n);
    expect(revisionNumber("-1")).toBe(0n);
    expect(revisionNumber("evmos_9001-2")).toBe(2n);
  });

  it("order by revision first, then by height", () => {
    expect(ibcHeight("chain-2", 5n)).toEqual({ revisionNumber: 2n, revisionHeight: 5n });
    expect(compareHeights(ibcHeight("chain-2", 5n), ibcHeight("chain-1", 900n))).toBe(1);
    expect(compareHeights(ibcHeight("chain-2", 5n), ibcHeight("chain-2", 6n))).toBe(-1);
    expect(compareHeights(ibcHeight("chain-2", 5n), ibcHeight("chain-2", 5n))).toBe(0);
  });
});
