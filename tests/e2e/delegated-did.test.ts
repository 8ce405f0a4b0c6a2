import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { didDocument } from "../integration/cli/ssi/fixtures";
import { jsonOf, startCliChain, type CliChain } from "../integration/cli/chain/local-chain";

const CREATE_DID = "/hypersignprotocol.hidnode.ssi.MsgCreateDID";
const FEE = 5_000n;
/** Two execs of FEE fit, a third does not; what is left pays exactly for one exec at the minimum fee. */
const SPEND_LIMIT = 2n * FEE + 2_000n;
const MIN_FEE = 2_000n;

/**
 * The seed's delegated flow (section 5.1), by the CLI on a real chain: a granter (alice, funded) lets a grantee
 * with no balance (bob) create DIDs on its behalf with an authz grant, and pays the fees with a fee allowance.
 * The grantee builds the granter's MsgCreateDID with --generate-only and wraps it in `tx authz exec`.
 */
describe("delegated DID creation: authz exec paid through a fee grant", () => {
  let chain: CliChain;
  let dir: string;
  const run = (args: readonly string[]) => chain.idledger([...args, ...chain.node]);
  const inBlock = ["--yes", "--broadcast-mode", "block", "--output", "json"];

  beforeAll(async () => {
    chain = await startCliChain("delegated-did");
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-delegated-"));
  }, 60_000);

  afterAll(async () => {
    await chain?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function balance(address: string): Promise<bigint> {
    const { balances } = jsonOf<{ balances: { denom: string; amount: string }[] }>(await run(["q", "bank", "balances", address, "--output", "json"]));
    return BigInt(balances.find((b) => b.denom === "uhid")?.amount ?? "0");
  }

  /** A fresh DID with its own key, and the granter's MsgCreateDID for it written to a file by the grantee. */
  async function delegatedCreateDid(name: string): Promise<{ did: string; file: string }> {
    const key = jsonOf<{ pub_key_multibase: string; priv_key_base_64: string }>(await chain.idledger(["debug", "ed25519", "random"]));
    const did = `did:hid:devnet:${key.pub_key_multibase}`;
    const unsigned = await run([
      "tx",
      "ssi",
      "create-did",
      JSON.stringify(didDocument(did, key.pub_key_multibase)),
      `${did}#key-1`,
      "--ver-key",
      key.priv_key_base_64,
      "--from",
      chain.alice,
      "--chain-id",
      chain.chainId,
      "--generate-only",
    ]);
    const file = path.join(dir, `${name}.json`);
    jsonOf(unsigned);
    fs.writeFileSync(file, unsigned.stdout);
    return { did, file };
  }

  async function exec(file: string, fee: bigint) {
    return run(["tx", "authz", "exec", file, "--from", "bob", "--fee-account", chain.alice, "--fees", `${fee}uhid`, ...inBlock]);
  }

  async function didStored(did: string): Promise<boolean> {
    const result = await run(["q", "ssi", "did", did, "--output", "json"]);
    return result.code === 0;
  }

  async function allowanceLeft(): Promise<bigint | undefined> {
    const result = await run(["q", "feegrant", "grant", chain.alice, chain.bob, "--output", "json"]);
    if (result.code !== 0) return undefined;
    const { allowance } = JSON.parse(result.stdout) as { allowance: { allowance: { spend_limit: { denom: string; amount: string }[] } } };
    return BigInt(allowance.allowance.spend_limit.find((c) => c.denom === "uhid")?.amount ?? "0");
  }

  test("the grantee creates DIDs for the granter, who pays exactly the fees, until the spend limit; revoking the grant stops it", async () => {
    const granted = jsonOf(
      await run(["tx", "authz", "grant", chain.bob, "generic", "--msg-type", CREATE_DID, "--from", "alice", "--fees", `${FEE}uhid`, ...inBlock]),
    );
    expect(granted).toMatchObject({ code: 0 });
    const allowed = jsonOf(
      await run([
        "tx",
        "feegrant",
        "grant",
        chain.alice,
        chain.bob,
        "--spend-limit",
        `${SPEND_LIMIT}uhid`,
        "--from",
        "alice",
        "--fees",
        `${FEE}uhid`,
        ...inBlock,
      ]),
    );
    expect(allowed).toMatchObject({ code: 0 });

    const grants = jsonOf<{ grants: { authorization: Record<string, unknown> }[] }>(
      await run(["q", "authz", "grants", chain.alice, chain.bob, CREATE_DID, "--output", "json"]),
    );
    expect(grants.grants).toEqual([expect.objectContaining({ authorization: { "@type": "/cosmos.authz.v1beta1.GenericAuthorization", msg: CREATE_DID } })]);
    expect(await balance(chain.bob)).toBe(0n);

    // Two execs fit in the spend limit: each creates its DID; alice pays exactly the fee, bob still has nothing.
    for (const name of ["first", "second"]) {
      const { did, file } = await delegatedCreateDid(name);
      const before = await balance(chain.alice);
      const response = jsonOf<{ code: number }>(await exec(file, FEE));
      expect(response.code).toBe(0);
      expect(await didStored(did)).toBe(true);
      expect(await balance(chain.alice)).toBe(before - FEE);
      expect(await balance(chain.bob)).toBe(0n);
    }
    expect(await allowanceLeft()).toBe(SPEND_LIMIT - 2n * FEE);

    // A third exec would exceed the spend limit: refused with the feegrant code, and nothing changes.
    const third = await delegatedCreateDid("third");
    const aliceBefore = await balance(chain.alice);
    const refused = await exec(third.file, FEE);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout)).toMatchObject({ codespace: "feegrant", code: 2 });
    expect(await didStored(third.did)).toBe(false);
    expect(await balance(chain.alice)).toBe(aliceBefore);
    expect(await balance(chain.bob)).toBe(0n);
    expect(await allowanceLeft()).toBe(SPEND_LIMIT - 2n * FEE);

    // After the revoke the exec fails in its block with the authz code; the fee (what was left of the allowance) is paid.
    const revoked = jsonOf(await run(["tx", "authz", "revoke", chain.bob, CREATE_DID, "--from", "alice", "--fees", `${FEE}uhid`, ...inBlock]));
    expect(revoked).toMatchObject({ code: 0 });
    const afterRevoke = await balance(chain.alice);
    const unauthorized = await exec(third.file, MIN_FEE);
    expect(unauthorized.code).toBe(1);
    expect(JSON.parse(unauthorized.stdout)).toMatchObject({ codespace: "authz", code: 2 });
    expect(await didStored(third.did)).toBe(false);
    expect(await balance(chain.alice)).toBe(afterRevoke - MIN_FEE);
    expect(await balance(chain.bob)).toBe(0n);
    // The allowance was spent exactly and is gone.
    expect(await allowanceLeft()).toBeUndefined();
  }, 120_000);
});
