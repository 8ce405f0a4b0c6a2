import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cliAt } from "../cli/harness";
import { jsonOf, startCliChain, type CliChain } from "../cli/chain/local-chain";
import { didDocument, expectError } from "../cli/ssi/fixtures";
import { account } from "./fixtures";

const CREATE_DID = "/hypersignprotocol.hidnode.ssi.MsgCreateDID";
const SEND = "/cosmos.bank.v1beta1.MsgSend";
const FEES = ["--fees", "5000uhid"];
const IN_BLOCK = ["--yes", "--broadcast-mode", "block", "--output", "json"];

/**
 * The authz commands on a real chain (the pinned CometBFT, the app over ABCI), run in-process: grant, the three
 * queries, exec of transactions another command printed with --generate-only, revoke. The grantee pays its own
 * fees here (the fee grant is the feegrant module's).
 */
describe("idledger tx authz and q authz on a real chain", () => {
  let chain: CliChain;
  let dir: string;
  let CAROL: string;
  const run = (args: readonly string[]) => chain.idledger([...args, ...chain.node]);

  beforeAll(async () => {
    chain = await startCliChain("authz");
    CAROL = (await account("carol")).address;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-authz-cli-"));
    expect(jsonOf(await run(["tx", "bank", "send", "alice", chain.bob, "100000uhid", ...FEES, ...IN_BLOCK])).code).toBe(0);
  }, 60_000);

  afterAll(async () => {
    await chain?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A command's --generate-only output, saved as a tx file. */
  async function txFile(name: string, args: readonly string[]): Promise<string> {
    const result = await run([...args, "--generate-only"]);
    jsonOf(result);
    const file = path.join(dir, `${name}.json`);
    fs.writeFileSync(file, result.stdout);
    return file;
  }

  async function newDidTx(name: string): Promise<{ did: string; file: string }> {
    const key = jsonOf<{ pub_key_multibase: string; priv_key_base_64: string }>(await chain.idledger(["debug", "ed25519", "random"]));
    const did = `did:hid:devnet:${key.pub_key_multibase}`;
    const document = JSON.stringify(didDocument(did, key.pub_key_multibase));
    return {
      did,
      file: await txFile(name, [
        "tx",
        "ssi",
        "create-did",
        document,
        `${did}#key-1`,
        "--ver-key",
        key.priv_key_base_64,
        "--from",
        chain.alice,
        "--chain-id",
        chain.chainId,
      ]),
    };
  }

  test("grant generic and send; the queries show them in Cosmos JSON", async () => {
    const generic = jsonOf(await run(["tx", "authz", "grant", chain.bob, "generic", "--msg-type", CREATE_DID, "--from", "alice", ...FEES, ...IN_BLOCK]));
    expect(generic).toMatchObject({ code: 0 });
    expect(generic.tx.body.messages).toEqual([
      {
        "@type": "/cosmos.authz.v1beta1.MsgGrant",
        granter: chain.alice,
        grantee: chain.bob,
        grant: { authorization: { "@type": "/cosmos.authz.v1beta1.GenericAuthorization", msg: CREATE_DID }, expiration: null },
      },
    ]);
    const send = jsonOf(
      await run([
        "tx",
        "authz",
        "grant",
        chain.bob,
        "send",
        "--spend-limit",
        "700uhid",
        "--allow-list",
        CAROL,
        "--expiration",
        "4102444800",
        "--from",
        "alice",
        ...FEES,
        ...IN_BLOCK,
      ]),
    );
    expect(send).toMatchObject({ code: 0 });
    expect(send.events.map((e: { type: string }) => e.type)).toContain("cosmos.authz.v1beta1.EventGrant");

    const both = jsonOf(await run(["q", "authz", "grants", chain.alice, chain.bob, "-o", "json"]));
    expect(both).toEqual({
      grants: [
        {
          authorization: { "@type": "/cosmos.bank.v1beta1.SendAuthorization", spend_limit: [{ denom: "uhid", amount: "700" }], allow_list: [CAROL] },
          expiration: "2100-01-01T00:00:00Z",
        },
        { authorization: { "@type": "/cosmos.authz.v1beta1.GenericAuthorization", msg: CREATE_DID }, expiration: null },
      ],
      pagination: { next_key: null, total: "0" },
    });
    const one = jsonOf(await run(["q", "authz", "grants", chain.alice, chain.bob, CREATE_DID, "-o", "json"]));
    expect(one).toEqual({ grants: [both.grants[1]], pagination: null });
    const page = jsonOf(await run(["q", "authz", "grants-by-granter", chain.alice, "--limit", "1", "-o", "json"]));
    expect(page.grants).toEqual([{ granter: chain.alice, grantee: chain.bob, ...both.grants[0] }]);
    expect(page.pagination.next_key).not.toBeNull();
    expect(jsonOf(await run(["q", "authz", "grants-by-grantee", chain.bob, "-o", "json"])).grants).toHaveLength(2);
    const text = await run(["q", "authz", "grants", chain.alice, chain.bob, SEND]);
    expect(text.stdout).toBe(
      `grants:\n  - authorization:\n      "@type": /cosmos.bank.v1beta1.SendAuthorization\n      allow_list:\n        - ${CAROL}\n      spend_limit:\n        - amount: "700"\n          denom: uhid\n    expiration: 2100-01-01T00:00:00Z\npagination: null\n`,
    );
  });

  test("exec of the granter's create-did and send, written by --generate-only: the DID is the granter's, carol is paid", async () => {
    const { did, file } = await newDidTx("create-did");
    const created = jsonOf(await run(["tx", "authz", "exec", file, "--from", "bob", ...FEES, ...IN_BLOCK]));
    expect(created).toMatchObject({ code: 0 });
    expect(created.tx.body.messages[0]).toMatchObject({
      "@type": "/cosmos.authz.v1beta1.MsgExec",
      grantee: chain.bob,
      msgs: [{ "@type": CREATE_DID, creator: chain.alice }],
    });
    expect(jsonOf(await run(["q", "ssi", "did", did, "-o", "json"])).didDocument.id).toBe(did);

    const sendFile = await txFile("send", ["tx", "bank", "send", chain.alice, CAROL, "300uhid"]);
    expect(jsonOf(await run(["tx", "authz", "exec", sendFile, "--from", "bob", ...FEES, ...IN_BLOCK]))).toMatchObject({ code: 0 });
    expect(jsonOf(await run(["q", "bank", "balances", CAROL, "-o", "json"])).balances).toEqual([{ denom: "uhid", amount: "300" }]);

    const tooMuch = await run([
      "tx",
      "authz",
      "exec",
      await txFile("too-much", ["tx", "bank", "send", chain.alice, CAROL, "401uhid"]),
      "--from",
      "bob",
      ...FEES,
      ...IN_BLOCK,
    ]);
    expect(tooMuch.code).toBe(1);
    expect(JSON.parse(tooMuch.stdout)).toMatchObject({ code: 5, codespace: "sdk" });
  });

  test("revoke; the next exec fails in its block with the authz code", async () => {
    expect(jsonOf(await run(["tx", "authz", "revoke", chain.bob, CREATE_DID, "--from", "alice", ...FEES, ...IN_BLOCK]))).toMatchObject({ code: 0 });
    const { file } = await newDidTx("after-revoke");
    const refused = await run(["tx", "authz", "exec", file, "--from", "bob", ...FEES, ...IN_BLOCK]);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout)).toMatchObject({ code: 2, codespace: "authz" });
    const none = await run(["q", "authz", "grants", chain.alice, chain.bob, CREATE_DID, "-o", "json"]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("authorization not found");
  });

  test("argument mistakes are refused before anything is built", async () => {
    const offline = cliAt(path.join(dir, "offline-home"));
    const grant = (...args: string[]) => offline(["tx", "authz", "grant", chain.bob, ...args, "--from", chain.alice, "--generate-only"]);
    expectError(await grant("stake"), 'unknown authorization type "stake": use generic or send');
    expectError(await grant("generic"), "a generic authorization needs --msg-type: the type URL of the message allowed");
    expectError(await grant("send"), "a send authorization needs --spend-limit, e.g. 1000uhid");
    expectError(await grant("send", "--spend-limit", "0uhid"), 'invalid --spend-limit "0uhid": the spend limit must be positive');
    expectError(
      await grant("generic", "--msg-type", SEND, "--expiration", "next-week"),
      'invalid --expiration "next-week": expected a Unix time in seconds, e.g. 1798761600',
    );
    expectError(
      await offline(["tx", "authz", "grant", chain.alice, "generic", "--msg-type", SEND, "--from", chain.alice, "--generate-only"]),
      "the grantee must be another account than the granter (--from)",
    );
    expectError(await offline(["tx", "authz", "exec", path.join(dir, "missing.json"), "--from", chain.bob, "--generate-only"]), /does not exist/);
    const printed = jsonOf(await grant("generic", "--msg-type", SEND, "--expiration", "1798761600"));
    expect(printed.body.messages[0].grant).toEqual({
      authorization: { "@type": "/cosmos.authz.v1beta1.GenericAuthorization", msg: SEND },
      expiration: "2027-01-01T00:00:00Z",
    });
  });
});
