import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { lookupError } from "../../abci-app/src/types/errors";
import { benchAppState, finalizeAndCommit, freshChain, makeSenders, type BenchChain } from "../../scripts/bench/chain";
import { fuzzParameters, fuzzTimeoutMs } from "./fuzz-config";
import { hostileTx } from "./chain/hostile-tx-arbitrary";

/** A result is typed when it succeeded or failed with a registered error other than the redacted internal one. */
function expectTyped(result: { code: number; codespace: string; log: string }): void {
  if (result.code === 0) return;
  expect({ codespace: result.codespace, code: result.code, registered: lookupError(result.codespace, result.code) !== undefined }).toEqual({
    codespace: expect.not.stringMatching(/^undefined$/),
    code: result.code,
    registered: true,
  });
}

/**
 * Hostile transactions against the app as CometBFT drives it: every one gets a typed result in CheckTx and in a
 * block, and two nodes fed the same blocks of them (one of which restarts now and then) always agree on every
 * result and on the app hash. `npm test` runs these briefly; `npm run fuzz` FUZZ_SCALE times longer.
 */
describe("hostile transactions (property-based)", () => {
  const senders = makeSenders(4);
  let a: BenchChain;
  let b: BenchChain;

  beforeAll(async () => {
    a = await freshChain((opened) => benchAppState(opened, senders));
    b = await freshChain((opened) => benchAppState(opened, senders));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it(
    "CheckTx answers every transaction with a typed result",
    async () => {
      await fc.assert(
        fc.asyncProperty(hostileTx(senders), async (build) => {
          expectTyped(a.opened.app.checkTx({ tx: build(), type: 0 }));
        }),
        fuzzParameters(1_000),
      );
    },
    fuzzTimeoutMs(60_000),
  );

  it(
    "two nodes fed the same blocks agree on every result and app hash, across restarts",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.array(hostileTx(senders), { maxLength: 6 }), { minLength: 1, maxLength: 4 }), fc.boolean(), async (blocks, restart) => {
          for (const builders of blocks) {
            const txs = builders.map((build) => build());
            const [onA, onB] = [await finalizeAndCommit(a.opened, txs), await finalizeAndCommit(b.opened, txs)];
            expect(Buffer.from(onB.response.appHash).toString("hex")).toBe(Buffer.from(onA.response.appHash).toString("hex"));
            const summary = (r: typeof onA) =>
              r.response.txResults.map(({ code, codespace, gasUsed, data }) => ({ code, codespace, gasUsed, data: Buffer.from(data).toString("hex") }));
            expect(summary(onB)).toEqual(summary(onA));
            for (const result of onA.response.txResults) expectTyped(result);
          }
          if (restart) await b.reopen();
        }),
        fuzzParameters(40),
      );
    },
    fuzzTimeoutMs(120_000),
  );
});
