import type { Ed25519Board } from "../../../abci-app/src/crypto/ed25519-board";
import { ProposalBoards } from "../../../abci-app/src/tx/proposal-boards";

const hashOf = (n: number) => new Uint8Array(32).fill(n);

/** Boards whose planning is recorded (the txs of each plan) and whose later work waits until `runLater` is called. */
function boards() {
  const plans: (readonly Uint8Array[])[] = [];
  const waiting: (() => void)[] = [];
  const proposalBoards = new ProposalBoards(
    (txs) => {
      plans.push(txs);
      return { planned: plans.length } as unknown as Ed25519Board;
    },
    (work) => waiting.push(work),
  );
  const runLater = () => {
    for (const work of waiting.splice(0)) work();
  };
  return { proposalBoards, plans, runLater };
}

describe("ProposalBoards", () => {
  it("plans a proposal's board after the current request, and the decided block of the same hash takes it without planning again", () => {
    const { proposalBoards, plans, runLater } = boards();
    const txs = [Uint8Array.of(1), Uint8Array.of(2)];
    proposalBoards.planLater(hashOf(1), txs);
    expect(plans).toHaveLength(0);
    runLater();
    expect(plans).toEqual([txs]);
    expect(proposalBoards.forBlock(hashOf(1), txs)).toEqual({ planned: 1 });
    expect(plans).toHaveLength(1);
  });

  it("plans at once when the decided block comes before the later work ran, and the later work then does nothing", () => {
    const { proposalBoards, plans, runLater } = boards();
    const txs = [Uint8Array.of(3)];
    proposalBoards.planLater(hashOf(1), txs);
    expect(proposalBoards.forBlock(hashOf(1), txs)).toEqual({ planned: 1 });
    runLater();
    expect(plans).toEqual([txs]);
  });

  it("plans the decided block's own txs when no proposal had its hash, and forgets the proposals of the height", () => {
    const { proposalBoards, plans, runLater } = boards();
    const proposed = [Uint8Array.of(4)];
    const decided = [Uint8Array.of(5)];
    proposalBoards.planLater(hashOf(1), proposed);
    expect(proposalBoards.forBlock(hashOf(2), decided)).toEqual({ planned: 1 });
    runLater();
    expect(plans).toEqual([decided]);
    // the proposal was forgotten with its height: the same hash at the next height is planned afresh
    expect(proposalBoards.forBlock(hashOf(1), proposed)).toEqual({ planned: 2 });
  });

  it("a planning that fails leaves no board, in the later work as when the block comes, and throws nothing", () => {
    const waiting: (() => void)[] = [];
    const failing = new ProposalBoards(
      () => {
        throw new Error("the pool is gone");
      },
      (work) => waiting.push(work),
    );
    failing.planLater(hashOf(1), [Uint8Array.of(1)]);
    expect(() => waiting.splice(0).forEach((work) => work())).not.toThrow();
    expect(failing.forBlock(hashOf(1), [Uint8Array.of(1)])).toBeUndefined();
    expect(failing.forBlock(hashOf(2), [Uint8Array.of(2)])).toBeUndefined();
  });

  it("plans a proposal seen twice once, and keeps only the latest four proposals of a height", () => {
    const { proposalBoards, plans, runLater } = boards();
    proposalBoards.planLater(hashOf(1), [Uint8Array.of(1)]);
    proposalBoards.planLater(hashOf(1), [Uint8Array.of(1)]);
    for (let round = 2; round <= 5; round++) proposalBoards.planLater(hashOf(round), [Uint8Array.of(round)]);
    runLater();
    // the first proposal was forgotten before its later work ran
    expect(plans.map((txs) => txs[0]![0])).toEqual([2, 3, 4, 5]);
    expect(proposalBoards.forBlock(hashOf(5), [Uint8Array.of(5)])).toEqual({ planned: 4 });
  });
});
