import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expectUsageError, isolatedCli, SENDER } from "./ssi/fixtures";

const cli = isolatedCli();
const GOV = "hid10d07y265gmmuvt4z0w9aw880jnsr700jc345rk";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-gov-cli-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const file = (name: string, content: unknown) => {
  const at = path.join(dir, name);
  fs.writeFileSync(at, typeof content === "string" ? content : JSON.stringify(content));
  return at;
};
const generate = (args: readonly string[]) => cli([...args, "--from", SENDER, "--generate-only"]);
const onlyMessage = (stdout: string) => {
  const { messages } = JSON.parse(stdout).body;
  expect(messages).toHaveLength(1);
  return messages[0] as Record<string, unknown>;
};

/** `tx gov …` builds the SDK's gov v1 messages; the proposal file has the SDK's shape. */
describe("idledger tx gov without a node", () => {
  it("submit-proposal reads messages as Cosmos JSON Anys, the deposit as a coin string, and --from as proposer", async () => {
    const proposal = file("send.json", {
      messages: [{ "@type": "/cosmos.bank.v1beta1.MsgSend", from_address: GOV, to_address: SENDER, amount: [{ denom: "uhid", amount: "7" }] }],
      metadata: "ipfs://x",
      deposit: "10000000uhid",
      title: "Pay",
      summary: "seven uhid",
    });
    const result = await generate(["tx", "gov", "submit-proposal", proposal]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(onlyMessage(result.stdout)).toEqual({
      "@type": "/cosmos.gov.v1.MsgSubmitProposal",
      messages: [{ "@type": "/cosmos.bank.v1beta1.MsgSend", from_address: GOV, to_address: SENDER, amount: [{ denom: "uhid", amount: "7" }] }],
      initial_deposit: [{ denom: "uhid", amount: "10000000" }],
      proposer: SENDER,
      metadata: "ipfs://x",
      title: "Pay",
      summary: "seven uhid",
    });
  });

  it("refuses a proposal file that is not JSON, has an unknown field, or a message of an unknown type", async () => {
    expectUsageError(await generate(["tx", "gov", "submit-proposal", file("bad.json", "{")]), "cannot read the proposal file");
    expectUsageError(
      await generate(["tx", "gov", "submit-proposal", file("extra.json", { title: "t", summary: "s", expedited: true })]),
      'unknown field "expedited"',
    );
    const unknown = file("unknown.json", { messages: [{ "@type": "/x.MsgY" }], title: "t", summary: "s" });
    expectUsageError(await generate(["tx", "gov", "submit-proposal", unknown]), "/x.MsgY");
  });

  it("vote and weighted-vote take the options by name and weights that add up to 1", async () => {
    const vote = await generate(["tx", "gov", "vote", "3", "no_with_veto", "--metadata", "why"]);
    expect(onlyMessage(vote.stdout)).toEqual({
      "@type": "/cosmos.gov.v1.MsgVote",
      proposal_id: "3",
      voter: SENDER,
      option: "VOTE_OPTION_NO_WITH_VETO",
      metadata: "why",
    });
    const weighted = await generate(["tx", "gov", "weighted-vote", "3", "yes=0.6,abstain=0.4"]);
    expect(onlyMessage(weighted.stdout).options).toEqual([
      { option: "VOTE_OPTION_YES", weight: "0.600000000000000000" },
      { option: "VOTE_OPTION_ABSTAIN", weight: "0.400000000000000000" },
    ]);
    expectUsageError(await generate(["tx", "gov", "vote", "3", "maybe"]), "'maybe' is not a valid vote option");
    expectUsageError(await generate(["tx", "gov", "vote", "0", "yes"]), "invalid proposal id");
  });

  it("deposit builds MsgDeposit", async () => {
    const result = await generate(["tx", "gov", "deposit", "2", "5uhid"]);
    expect(onlyMessage(result.stdout)).toEqual({
      "@type": "/cosmos.gov.v1.MsgDeposit",
      proposal_id: "2",
      depositor: SENDER,
      amount: [{ denom: "uhid", amount: "5" }],
    });
  });
});
