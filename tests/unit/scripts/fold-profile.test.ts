import { foldPprofTraces, foldV8Profile } from "../../../scripts/bench/fold-profile";

test("a V8 profile folds into root-to-leaf stacks, each sample charged the time until the next", () => {
  const frame = (functionName: string, url = "", lineNumber = 0) => ({ functionName, url, lineNumber });
  const folded = foldV8Profile({
    nodes: [
      { id: 1, callFrame: frame("(root)"), children: [2, 4] },
      { id: 2, callFrame: frame("checkTx", "file:///srv/idledger/dist/abci-app/src/app/app.js", 158), children: [3] },
      { id: 3, callFrame: frame("", "file:///srv/idledger/node_modules/secp256k1/lib/index.js", 283) },
      { id: 4, callFrame: frame("(idle)") },
    ],
    samples: [3, 4, 3, 2],
    timeDeltas: [0, 100, 250, 40, 10],
  });
  expect(Object.fromEntries(folded)).toEqual({
    "checkTx abci-app/src/app/app.js:159;(anonymous) secp256k1/lib/index.js:284": 140,
    "(idle)": 250,
    "checkTx abci-app/src/app/app.js:159": 10,
  });
});

test("go tool pprof -traces output folds into root-to-leaf stacks with the time in microseconds", () => {
  const traces = [
    "File: cometbft",
    "Type: cpu",
    "-----------+-------------------------------------------------------",
    "      10ms   runtime.unlock2",
    "             runtime.unlock (inline)",
    "             github.com/cometbft/cometbft/libs/timer.(*ThrottleTimer).fireRoutine",
    "-----------+-------------------------------------------------------",
    "     1.20s   github.com/golang/snappy.encodeBlock",
    "             github.com/syndtr/goleveldb/leveldb.(*tableCompactionBuilder).run",
    "-----------+-------------------------------------------------------",
    "      10ms   runtime.unlock2",
    "             runtime.unlock",
    "             github.com/cometbft/cometbft/libs/timer.(*ThrottleTimer).fireRoutine",
    "-----------+-------------------------------------------------------",
  ].join("\n");
  expect(Object.fromEntries(foldPprofTraces(traces))).toEqual({
    "github.com/cometbft/cometbft/libs/timer.(*ThrottleTimer).fireRoutine;runtime.unlock;runtime.unlock2": 20_000,
    "github.com/syndtr/goleveldb/leveldb.(*tableCompactionBuilder).run;github.com/golang/snappy.encodeBlock": 1_200_000,
  });
});
