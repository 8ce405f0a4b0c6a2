import { LineTail } from "../../../abci-app/src/node/cometbft/line-tail";

describe("LineTail", () => {
  it("returns whole lines as they complete, across chunks, and keeps the last few", () => {
    const tail = new LineTail(3);
    expect(tail.push("one\ntw")).toEqual(["one"]);
    expect(tail.lines()).toEqual(["one", "tw"]);
    expect(tail.push("o\r\nthree\nfour\nfi")).toEqual(["two", "three", "four"]);
    expect(tail.lines()).toEqual(["three", "four", "fi"]);
    expect(tail.push("ve\n")).toEqual(["five"]);
    expect(tail.lines()).toEqual(["three", "four", "five"]);
  });
});
