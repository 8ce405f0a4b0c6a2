/**
 * ssi benchmark: CreateDID throughput through CheckTx + FinalizeBlock + Commit; DID query latency with
 * 100,000 DIDs stored (warm and cold node cache); and the cost of the start-of-block expiry with 100,000
 * live credentials when none and when 1,000 of them expire. Documents for the large states are loaded
 * through genesis import. Run with `npm run bench:ssi`.
 */
import { DidDocumentState } from "../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import { Credential } from "../abci-app/src/modules/ssi/types/generated/ssi/v1/credential";
import { QueryDidDocumentRequest } from "../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { sha256 } from "../abci-app/src/types/hash";
import type { OpenedApp } from "../abci-app/src/app/open";
import {
  BLOCK_SECONDS,
  benchAppState,
  CHAIN_ID,
  checkAll,
  expectAccepted,
  finalizeAndCommit,
  freshChain,
  GENESIS_TIME,
  makeSenders,
  median,
  percentile,
  perSecond,
  type Sender,
} from "./bench/chain";
import { createDidTx, didDocument, didId, didKeys, msiOf, type DidName } from "./bench/did-txs";

const NAMESPACE = "bench";
const BLOCK = 1_000;
const STORED = 100_000;

async function createDidThroughput(senders: Sender[]): Promise<string> {
  const chain = await freshChain((opened) => benchAppState(opened, senders, { ssi: { chain_namespace: NAMESPACE } }));
  const keys = didKeys(BLOCK * 3, "bench create", NAMESPACE);
  const totals: number[] = [];
  const parts: string[] = [];
  for (let block = 0; block < 3; block++) {
    const txs = keys.slice(block * BLOCK, (block + 1) * BLOCK).map((key, i) => createDidTx(senders[i % senders.length]!, key, CHAIN_ID));
    const t0 = performance.now();
    expectAccepted(checkAll(chain.opened, txs), "CheckTx");
    const checkMs = performance.now() - t0;
    const { finalizeMs, commitMs, response } = await finalizeAndCommit(chain.opened, txs);
    expectAccepted(response.txResults, "CreateDID");
    totals.push(checkMs + finalizeMs + commitMs);
    parts.push(`CheckTx ${checkMs.toFixed(0)} + FinalizeBlock ${finalizeMs.toFixed(0)} + Commit ${commitMs.toFixed(0)} ms`);
  }
  await chain.close();
  return `CreateDID, blocks of ${BLOCK}: ${perSecond(BLOCK, median(totals))} tx/s through CheckTx+FinalizeBlock+Commit (median of 3; ${parts[1]})`;
}

/** DidDocumentState JSON for genesis; the documents need no signatures there. */
function storedDid(key: DidName): unknown {
  return DidDocumentState.toJSON({
    didDocument: didDocument(key),
    didDocumentMetadata: { created: "2026-01-01T00:00:00Z", updated: "2026-01-01T00:00:00Z", deactivated: false, versionId: "0".repeat(64) },
  });
}

async function queryLatency(senders: Sender[]): Promise<string[]> {
  const stored: DidName[] = [];
  for (let i = 0; stored.length < STORED; i++) {
    const msi = msiOf(sha256(new TextEncoder().encode(`bench stored ${i}`)));
    if (msi !== undefined) stored.push({ msi, id: didId(NAMESPACE, msi) });
  }
  const ssi = { chain_namespace: NAMESPACE, did_documents: stored.map(storedDid), did_count: String(STORED) };
  const chain = await freshChain((opened) => benchAppState(opened, senders, { ssi }));
  const lines = [measureQueries(chain.opened, stored, "warm node cache")];
  lines.push(measureQueries(await chain.reopen(), stored, "cold node cache, first queries after a restart"));
  await chain.close();
  return lines;
}

function measureQueries(opened: OpenedApp, stored: DidName[], what: string): string {
  const micros: number[] = [];
  for (let i = 0; i < 10_000; i++) {
    const key = stored[(i * 7919) % stored.length]!;
    const data = QueryDidDocumentRequest.encode({ didId: key.id }).finish();
    const t0 = performance.now();
    const res = opened.app.query({ path: "/hypersignprotocol.hidnode.ssi.Query/QueryDidDocument", data, height: 0n, prove: false });
    micros.push((performance.now() - t0) * 1000);
    if (res.code !== 0) throw new Error(`query failed with code ${res.code}`);
  }
  return `QueryDidDocument with ${STORED.toLocaleString("en")} DIDs stored (${what}): p50 ${percentile(micros, 50).toFixed(0)} µs, p99 ${percentile(micros, 99).toFixed(0)} µs (10,000 queries, in process)`;
}

async function expiryCost(senders: Sender[]): Promise<string[]> {
  const issuer = didKeys(1, "bench issuer", NAMESPACE)[0]!;
  const firstBlock = GENESIS_TIME.seconds + 2n * BLOCK_SECONDS;
  const expireAt = firstBlock + 2n; // between blocks 2 and 3
  const credentials: unknown[] = [];
  for (let i = 0; credentials.length < STORED; i++) {
    const msi = msiOf(sha256(new TextEncoder().encode(`bench credential ${i}`)));
    if (msi === undefined) continue;
    const expiring = credentials.length < 1_000;
    const expiration = expiring ? expireAt : firstBlock + 365n * 86_400n;
    credentials.push(
      Credential.toJSON({
        claim: { id: `vc:hid:${NAMESPACE}:${msi}`, currentStatus: "Live", statusReason: "" },
        issuer: issuer.id,
        issuanceDate: iso(GENESIS_TIME.seconds - 86_400n),
        expirationDate: iso(expiration),
        credentialHash: "ab".repeat(32),
        proof: {
          type: "Ed25519Signature2020",
          created: iso(GENESIS_TIME.seconds),
          updated: iso(GENESIS_TIME.seconds),
          verificationMethod: `${issuer.id}#key-1`,
          proofPurpose: "assertionMethod",
          proofValue: "",
        },
      }),
    );
  }
  const ssi = { chain_namespace: NAMESPACE, did_documents: [storedDid(issuer)], did_count: "1", credentials, credential_count: String(STORED) };
  const chain = await freshChain((opened) => benchAppState(opened, senders, { ssi }));
  const none = await finalizeAndCommit(chain.opened, []); // block 2: nothing is due
  const some = await finalizeAndCommit(chain.opened, []); // block 3: the 1,000 are due
  const expired = some.response.events.filter((e) => e.type === "credential_expired").length;
  if (expired !== 1_000) throw new Error(`expected 1,000 expiries, got ${expired}`);
  await chain.close();
  const line = (n: string, t: { finalizeMs: number; commitMs: number }) =>
    `start-of-block expiry, ${STORED.toLocaleString("en")} live credentials, ${n} expiring: FinalizeBlock (empty block) ${t.finalizeMs.toFixed(1)} ms + Commit ${t.commitMs.toFixed(1)} ms`;
  return [line("none", none), line("1,000", some)];
}

function iso(seconds: bigint): string {
  return new Date(Number(seconds) * 1000).toISOString().replace(/\.000Z$/, "Z");
}

async function main(): Promise<void> {
  const senders = makeSenders(1_000);
  console.log("idledger ssi benchmark");
  console.log(await createDidThroughput(senders));
  for (const line of await queryLatency(senders)) console.log(line);
  for (const line of await expiryCost(senders)) console.log(line);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
