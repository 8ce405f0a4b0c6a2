import path from "node:path";

/** The `idledger` entry point compiled by tests/global-setup.ts for this test run. */
export function builtCli(): string {
  const work = process.env.IDLEDGER_TEST_BUILD;
  if (work === undefined) throw new Error("IDLEDGER_TEST_BUILD is not set: run the tests through jest (tests/global-setup.ts builds the CLI)");
  return path.join(work, "bin", "idledger.js");
}
