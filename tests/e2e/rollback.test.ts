import { StargateClient, SigningStargateClient } from "@cosmjs/stargate";
import { stateDir } from "../../abci-app/src/node/open-home-app";
import { latestVersion, openStateDb } from "../../abci-app/src/store/state-db";
import { initLocalNode, startLocalNode, type LocalHome, type LocalNode } from "../harness/local-node";
import { cliAt } from "../integration/cli/harness";
import { account, uhid } from "../integration/app/fixtures";

const FEE = { amount: uhid(5_000), gas: "200000" };

async function appHeight(home: string): Promise<number> {
  const db = await openStateDb(stateDir(home), false);
  try {
    return await latestVersion(db);
  } finally {
    await db.close();
  }
}

/**
 * `idledger rollback` on a stopped validator: CometBFT's state and the app's go back one height together, and the
 * next start runs that block again and goes on, with its transactions in place.
 */
describe("idledger rollback", () => {
  let local: LocalHome | undefined;
  let node: LocalNode | undefined;

  afterEach(async () => {
    await node?.stop();
  });

  test("takes a stopped node back one block, which the next start runs again", async () => {
    const alice = await account("alice");
    const bob = (await account("bob")).address;
    local = await initLocalNode({ accounts: [{ address: alice.address, coins: uhid(1_000_000_000n) }] });
    node = await startLocalNode(local);
    const client = await SigningStargateClient.connectWithSigner(local.rpcUrl, alice.wallet, { broadcastPollIntervalMs: 100 });
    const sent = await client.sendTokens(alice.address, bob, uhid(1234n), FEE);
    expect(sent.code).toBe(0);
    client.disconnect();
    const idledger = cliAt(local.home);

    const whileRunning = await idledger(["rollback"]);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toContain(`the state database ${stateDir(local.home)} is in use by process ${node.process.child.pid}`);

    expect(await node.stop()).toBe(0);
    node = undefined;
    const height = await appHeight(local.home);
    const rolled = await idledger(["rollback"]);
    expect(rolled.code).toBe(0);
    expect(rolled.stdout).toMatch(new RegExp(`^Rolled back state to height ${height - 1} and hash [0-9A-F]{64}\\n$`));
    expect(await appHeight(local.home)).toBe(height - 1);

    node = await startLocalNode(local, { minHeight: height + 2 });
    expect(node.log()).not.toMatch(/AppHash does not match|wrong Block\.Header\.AppHash|panic/);
    const reader = await StargateClient.connect(local.rpcUrl);
    expect(await reader.getBalance(bob, "uhid")).toEqual({ denom: "uhid", amount: "1234" });
    expect((await reader.getTx(sent.transactionHash))?.height).toBe(sent.height);
    reader.disconnect();
  });
});
