import { expectUsageError, isolatedCli, SENDER } from "./ssi/fixtures";

const cli = isolatedCli();
const GOV = "hid10d07y265gmmuvt4z0w9aw880jnsr700jc345rk";

/** The one message of a generate-only transaction, as the command line prints it in Cosmos JSON. */
function onlyMessage(stdout: string): Record<string, unknown> {
  const { messages } = JSON.parse(stdout).body;
  expect(messages).toHaveLength(1);
  return messages[0];
}

/** `tx upgrade …` build gov proposals whose message, signed by the gov account, schedules or cancels an upgrade. */
describe("idledger tx upgrade without a node", () => {
  it("software-upgrade: a gov v1 proposal from --from carrying MsgSoftwareUpgrade with the gov account as authority", async () => {
    const args = ["tx", "upgrade", "software-upgrade", "v2", "--upgrade-height", "1200", "--upgrade-info", "https://example.org/v2"];
    const result = await cli([...args, "--title", "Upgrade", "--summary", "to v2", "--deposit", "10uhid", "--from", SENDER, "--generate-only"]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(onlyMessage(result.stdout)).toEqual({
      "@type": "/cosmos.gov.v1.MsgSubmitProposal",
      messages: [
        {
          "@type": "/cosmos.upgrade.v1beta1.MsgSoftwareUpgrade",
          authority: GOV,
          plan: { name: "v2", time: "0001-01-01T00:00:00Z", height: "1200", info: "https://example.org/v2", upgraded_client_state: null },
        },
      ],
      initial_deposit: [{ denom: "uhid", amount: "10" }],
      proposer: SENDER,
      metadata: "",
      title: "Upgrade",
      summary: "to v2",
    });
  });

  it("cancel-software-upgrade: a proposal carrying MsgCancelUpgrade", async () => {
    const result = await cli(["tx", "upgrade", "cancel-software-upgrade", "--title", "Stop", "--summary", "no", "--from", SENDER, "--generate-only"]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    const message = onlyMessage(result.stdout);
    expect(message.messages).toEqual([{ "@type": "/cosmos.upgrade.v1beta1.MsgCancelUpgrade", authority: GOV }]);
    expect(message.initial_deposit).toEqual([]);
  });

  it("requires --upgrade-height above 0, --title and --summary", async () => {
    const base = ["tx", "upgrade", "software-upgrade", "v2", "--from", SENDER, "--generate-only"];
    expectUsageError(await cli([...base, "--title", "t", "--summary", "s"]), "required option '--upgrade-height <height>' not specified");
    expectUsageError(await cli([...base, "--upgrade-height", "0", "--title", "t", "--summary", "s"]), "expected a height above 0");
    expectUsageError(await cli([...base, "--upgrade-height", "9", "--summary", "s"]), "required option '--title <text>' not specified");
  });
});
