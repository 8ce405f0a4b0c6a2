import fs from "node:fs";
import { MsgCreateDIDResponse } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import {
  QueryCredentialRequest,
  QueryCredentialResponse,
  QueryDidDocumentRequest,
  QueryDidDocumentResponse,
} from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { Did } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import { TxMsgData } from "cosmjs-types/cosmos/base/abci/v1beta1/abci";
import { findAttribute } from "../../../abci-app/src/types/events";
import { sha256 } from "../../../abci-app/src/types/hash";
import { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { createDid, deactivateDid, registerCredential, rfc3339, SSI_GENESIS, ssiSignature, testKey } from "../../harness/ssi";
import { signTx } from "../../harness/tx-builder";
import { account, hex, tempDir, uhid, type TestAccount } from "./fixtures";

const QUERY = "/hypersignprotocol.hidnode.ssi.Query";

describe("the ssi module through transactions and blocks", () => {
  let dir: string;
  let chain: TestChain;
  let alice: TestAccount;
  let sequence = 0n;
  const issuerKey = testKey("integration issuer");
  let issuerDid: string;

  const tx = (typeUrl: string, value: unknown) =>
    signTx(alice.wallet, [{ typeUrl, value }], { chainId: chain.chainId, accountNumber: 0n, sequence: sequence++ });
  const did = (id: string) => chain.query(`${QUERY}/QueryDidDocument`, QueryDidDocumentRequest, QueryDidDocumentResponse, { didId: id });
  const credential = (id: string) => chain.query(`${QUERY}/QueryCredential`, QueryCredentialRequest, QueryCredentialResponse, { credId: id });

  beforeAll(async () => {
    alice = await account("alice");
    dir = tempDir("ssi");
    chain = await TestChain.start({ dataDir: dir, appState: appStateWith([{ address: alice.address, coins: uhid(1_000_000_000) }], { ssi: SSI_GENESIS }) });
    await chain.block();
  });

  afterAll(async () => {
    await chain.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("CreateDID: stored with metadata from the block and the tx hash, the count before the increment, an event", async () => {
    const { doc, msg } = createDid(chain.chainId, alice.address, issuerKey);
    issuerDid = doc.id;
    const bytes = await tx("/hypersignprotocol.hidnode.ssi.MsgCreateDID", msg);
    expect((await chain.checkTx(bytes)).code).toBe(0);
    const { txResults, height } = await chain.block([bytes]);
    expect(txResults[0]).toMatchObject({ code: 0 });
    const response = TxMsgData.decode(txResults[0]!.data).msgResponses[0]!;
    expect(response.typeUrl).toBe("/hypersignprotocol.hidnode.ssi.MsgCreateDIDResponse");
    expect(MsgCreateDIDResponse.decode(response.value).id).toBe(0n);
    expect(findAttribute(txResults[0]!.events, "create_did", "did_id")).toBe(doc.id);

    const stored = await did(doc.id);
    expect(stored.didDocument).toEqual(doc);
    const when = rfc3339(TestChain.blockTime(height).seconds);
    expect(stored.didDocumentMetadata).toEqual({ created: when, updated: when, deactivated: false, versionId: hex(sha256(bytes)) });
  });

  test("a creation signature cannot deactivate the DID (replay); a deactivation signed for it can", async () => {
    const { doc, msg } = createDid(chain.chainId, alice.address, testKey("integration subject"));
    const created = await chain.block([await tx("/hypersignprotocol.hidnode.ssi.MsgCreateDID", msg)]);
    expect(created.txResults[0]!.code).toBe(0);
    const version = (await did(doc.id)).didDocumentMetadata!.versionId;

    const replay = deactivateDid(alice.address, doc, version, msg.signatures[0]!.signature);
    const rejected = await chain.block([await tx("/hypersignprotocol.hidnode.ssi.MsgDeactivateDID", replay)]);
    expect(rejected.txResults[0]).toMatchObject({ code: 107, codespace: "ssi" });

    const proper = ssiSignature(chain.chainId, "DeactivateDID", version, Did.encode(doc).finish(), testKey("integration subject"));
    const done = await chain.block([await tx("/hypersignprotocol.hidnode.ssi.MsgDeactivateDID", deactivateDid(alice.address, doc, version, proper))]);
    expect(done.txResults[0]!.code).toBe(0);
    expect((await did(doc.id)).didDocumentMetadata!.deactivated).toBe(true);
  });

  test("an unknown DID is NotFound, as cosmjs recognises it", async () => {
    const res = await chain.rawQuery(
      `${QUERY}/QueryDidDocument`,
      QueryDidDocumentRequest.encode({ didId: `did:hid:devnet:${testKey("nobody").multibase}` }).finish(),
    );
    expect(res).toMatchObject({ code: 22, codespace: "sdk" });
    expect(res.log).toMatch(/rpc error: code = NotFound/);
  });

  test("expiry: past, present and future dates each expire once, at the first block after the date", async () => {
    const h0 = chain.height + 1n; // the block that registers them
    const t = (height: bigint) => TestChain.blockTime(height).seconds;
    const cases = {
      past: t(h0) - 100n, // already past when registered: expires at the next block
      present: t(h0 + 2n), // equal to block h0+2's time: not yet expired then, at h0+3
      future: t(h0 + 4n) + 1n, // between blocks h0+4 and h0+5
    };
    const expectedAt = { past: h0 + 1n, present: h0 + 3n, future: h0 + 5n };
    const ids: Record<string, string> = {};
    const txs = [];
    for (const [name, expiration] of Object.entries(cases)) {
      const msg = registerCredential(chain.chainId, alice.address, issuerDid, issuerKey, testKey(`credential ${name}`), {
        issuance: rfc3339(expiration - 1_000n),
        expiration: rfc3339(expiration),
        created: rfc3339(expiration - 500n),
      });
      ids[name] = msg.credentialStatus!.claim!.id;
      txs.push(await tx("/hypersignprotocol.hidnode.ssi.MsgRegisterCredentialStatus", msg));
    }
    const registered = await chain.block(txs);
    expect(registered.height).toBe(h0);
    expect(registered.txResults.map((r) => r.code)).toEqual([0, 0, 0]);

    for (let height = h0 + 1n; height <= h0 + 7n; height++) {
      const { finalize } = await chain.block();
      const expiredNow = finalize.events.filter((e) => e.type === "credential_expired").map((e) => e.attributes.find((a) => a.key === "credential_id")!.value);
      for (const name of Object.keys(cases) as (keyof typeof cases)[]) {
        const { credStatus } = await credential(ids[name]!);
        const due = expectedAt[name];
        expect(expiredNow.includes(ids[name]!)).toBe(height === due);
        if (height < due) {
          expect(credStatus!.claim!.currentStatus).toBe("Live");
        } else {
          expect(credStatus!.claim).toEqual({ id: ids[name], currentStatus: "Expired", statusReason: "Credential Expired" });
          expect(credStatus!.proof!.updated).toBe(rfc3339(t(due)));
        }
      }
    }
  });

  test("the state survives a restart", async () => {
    const before = await did(issuerDid);
    chain = await chain.restart();
    expect(await did(issuerDid)).toEqual(before);
    expect(chain.height).toBeGreaterThan(5n);
  });
});

test("two instances fed the same ssi blocks produce the same app hash at every height", async () => {
  const alice = await account("alice");
  const appState = appStateWith([{ address: alice.address, coins: uhid(1_000_000) }], { ssi: SSI_GENESIS });
  const dirs = [tempDir("ssi-det-a"), tempDir("ssi-det-b")];
  const chains = await Promise.all(dirs.map((dataDir) => TestChain.start({ dataDir, appState })));
  try {
    const issuer = testKey("determinism issuer");
    const { doc, msg } = createDid("idledger-test", alice.address, issuer);
    let sequence = 0n;
    const sign = (typeUrl: string, value: unknown) =>
      signTx(alice.wallet, [{ typeUrl, value }], { chainId: "idledger-test", accountNumber: 0n, sequence: sequence++ });
    const blocks: Uint8Array[][] = [[], [await sign("/hypersignprotocol.hidnode.ssi.MsgCreateDID", msg)]];
    const base = TestChain.blockTime(3n).seconds;
    blocks.push([
      await sign(
        "/hypersignprotocol.hidnode.ssi.MsgRegisterCredentialStatus",
        registerCredential("idledger-test", alice.address, doc.id, issuer, testKey("det cred"), {
          issuance: rfc3339(base - 10n),
          expiration: rfc3339(base + 7n),
          created: rfc3339(base - 5n),
        }),
      ),
    ]);
    blocks.push([], [], []);
    for (const txs of blocks) {
      const [a, b] = await Promise.all(chains.map((c) => c.block(txs)));
      expect(a!.txResults.every((r) => r.code === 0)).toBe(true);
      expect(hex(a!.appHash)).toBe(hex(b!.appHash));
    }
  } finally {
    await Promise.all(chains.map((c) => c.close()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
});
