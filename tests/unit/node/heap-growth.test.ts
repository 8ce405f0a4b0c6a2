import { HEAP_GROWING_PERCENT, limitHeapGrowth } from "../../../abci-app/src/node/heap-growth";

describe("limitHeapGrowth", () => {
  it("bounds V8's heap growth when the operator chose nothing", () => {
    const set: string[] = [];
    limitHeapGrowth(["--enable-source-maps"], (flags) => set.push(flags));
    expect(set).toEqual([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`]);
  });

  it.each([["--heap-growing-percent=30"], ["--heap_growing_percent=300"], ["--heap-growing-percent"]])("leaves an operator's %s alone", (flag) => {
    const set: string[] = [];
    limitHeapGrowth([flag], (flags) => set.push(flags));
    expect(set).toEqual([]);
  });

  it("does not mistake another flag for it", () => {
    const set: string[] = [];
    limitHeapGrowth(["--heap-growing-percentile=5"], (flags) => set.push(flags));
    expect(set).toHaveLength(1);
  });
});
