import { createHermes, type Hermes } from "../harness/hermes";
import { startIdledgerChain, startSimdChain, stopChains, type IbcChain } from "../harness/ibc-chains";

/**
 * The relayer harness before any IBC traffic: two idledger chains and ibc-go's simd, Hermes 1.10.5 configured for the
 * three with their relayer keys imported, then what Hermes asks each chain before it relays.
 */
describe("Hermes 1.10.5 set up for two idledger chains and simd", () => {
  let chains: IbcChain[] = [];
  let hermes: Hermes | undefined;

  beforeAll(async () => {
    const started = await Promise.allSettled([startIdledgerChain("idledger-a-1"), startIdledgerChain("idledger-b-1"), startSimdChain("simd-c-1")]);
    chains = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
    hermes = await createHermes(chains);
  }, 120_000);

  afterAll(async () => {
    await hermes?.close();
    await stopChains(chains);
  });

  test("the relayer and user keys are in Hermes' keyring, with the addresses the chains funded", async () => {
    for (const chain of chains) {
      const keys = await hermes!.hermes<Record<string, { account: string }>>(["keys", "list", "--chain", chain.chainId]);
      expect(Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, key.account]))).toEqual(
        Object.fromEntries([chain.relayer, ...chain.users].map((account) => [account.name, account.address])),
      );
    }
  });

  test("health-check: every chain is healthy, with no warning (versions, trusting and unbonding periods, gas, block time)", async () => {
    const report = await hermes!.healthCheck();
    expect(report.logs.filter((line) => line.level === "ERROR")).toEqual([]);
    expect(report.chains.map((chain) => chain.chainId)).toEqual(["idledger-a-1", "idledger-b-1", "simd-c-1"]);
    for (const chain of report.chains) expect(chain).toMatchObject({ healthy: true, reasons: [], warnings: [] });
  }, 60_000);

  test("keys balance: the relayer's genesis funds on each chain, in its fee denom", async () => {
    for (const chain of chains) {
      await expect(hermes!.keysBalance(chain)).resolves.toEqual({ amount: 100_000_000_000n, denom: chain.denom });
      await expect(hermes!.keysBalance(chain, { keyName: "user1" })).resolves.toEqual({ amount: 10_000_000_000n, denom: chain.denom });
    }
  }, 60_000);

  test("query clients: simd hosts none yet", async () => {
    await expect(hermes!.queryClients(chains[2]!)).resolves.toEqual([]);
  }, 30_000);
});
