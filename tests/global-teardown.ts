import fs from "node:fs";

export default function globalTeardown(): void {
  const work = process.env.IDLEDGER_TEST_BUILD;
  if (work?.includes("idledger-test-build-")) fs.rmSync(work, { recursive: true, force: true });
}
