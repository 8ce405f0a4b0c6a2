import { DID_ID, DID_METHOD, idProblem } from "../../../../../lib/hid-ids";
import { compareInstants, formatRfc3339, parseRfc3339, type Instant } from "../../../types/rfc3339";
import type { DidDocumentState } from "../types/generated/ssi/v1/did";
import { parseDidUrl } from "./did-url";
import { w3cDidDocumentMetadata, type W3cDidDocumentMetadata } from "./w3c-document";

/** The error codes of DID Resolution's resolution metadata that this resolver reports. */
export type ResolutionErrorCode = "invalidDid" | "notFound" | "methodNotSupported" | "representationNotSupported" | "invalidOptions" | "internalError";

/** A DID's stored state after a block, as the ledger answers it. */
export interface DidStateAt {
  /** The height whose state was read (the latest when 0 was asked). */
  readonly height: bigint;
  /** Undefined when the DID did not exist at that height. */
  readonly state: DidDocumentState | undefined;
}

/** The stored value of a DID at a height with its ICS-23 proof, as the `store/ssi/key` query answers it. */
export interface DidStateProof {
  /** The proven state is the result of this block; the app hash it chains to is in the header of the next one. */
  readonly height: bigint;
  readonly store: string;
  readonly key: Uint8Array;
  readonly value: Uint8Array;
  readonly proofOps: readonly { readonly type: string; readonly key: Uint8Array; readonly data: Uint8Array }[];
}

/** Where the resolver reads the ledger: state at any height this node keeps, and the transaction index. */
export interface DidLedger {
  /** The DID's state after block `height` (0: the latest); "unavailable" when this node no longer keeps that height. */
  stateAt(did: string, height: bigint): Promise<DidStateAt | "unavailable">;
  /** The chain namespace of DID ids (empty on the main network). */
  namespace(): Promise<string>;
  /** The height of the block holding the transaction with this hash (upper-case hex), or undefined. */
  heightOfTransaction(hash: string): Promise<bigint | undefined>;
  /** The DID's stored state at `height` with its proof. */
  prove(did: string, height: bigint): Promise<DidStateProof>;
}

/** One resolved version: the stored document and metadata, the height read, and the next version if there is one. */
export interface ResolvedVersion {
  readonly state: DidDocumentState;
  readonly height: bigint;
  readonly metadata: W3cDidDocumentMetadata;
  readonly proof?: DidStateProof;
}

export type Resolution = ({ readonly ok: true } & ResolvedVersion) | { readonly ok: false; readonly error: ResolutionErrorCode; readonly message: string };

/** The resolution options a caller may give besides the DID: DID Resolution's versionId and versionTime, and idledger's proof. */
export interface ResolutionOptions {
  readonly versionId?: string;
  readonly versionTime?: string;
  /** "true" asks for the stored state's ICS-23 proof against the app hash. */
  readonly proof?: string;
}

const OPTION_NAMES = ["versionId", "versionTime", "proof"] as const;
const TRANSACTION_HASH = /^[0-9A-Fa-f]{64}$/;
/** Heights are below 2^63, so a search over them ends within 64 steps; more would be a ledger answering inconsistently. */
const MAX_SEARCH_STEPS = 64;

/**
 * DID Resolution for did:hid against the ledger's versioned state. The latest version by default; `versionId` (the
 * hash of the transaction that wrote a version) reads the state of that transaction's block; `versionTime` searches
 * the heights for the last version updated at or before that time, since a DID's `updated` only grows with the
 * height. A historical version names the one after it (`nextVersionId`, `nextUpdate`), found the same way.
 */
export async function resolveDid(ledger: DidLedger, didUrl: string, httpOptions: ResolutionOptions = {}): Promise<Resolution> {
  const parsed = parseDidUrl(didUrl);
  if ("problem" in parsed) return failure("invalidDid", parsed.problem);
  if (parsed.method !== DID_METHOD) return failure("methodNotSupported", `this resolver resolves did:${DID_METHOD}, not did:${parsed.method}`);
  const options = mergeOptions(parsed.parameters, httpOptions);
  if (typeof options === "string") return failure("invalidOptions", options);

  const namespace = await ledger.namespace();
  const problem = idProblem(parsed.did, namespace, DID_ID);
  if (problem?.rule === "namespace") return failure("notFound", `${problem.detail}: this ledger holds the DIDs of namespace ${JSON.stringify(namespace)}`);
  if (problem !== undefined) return failure("invalidDid", problem.detail);

  const latest = await ledger.stateAt(parsed.did, 0n);
  if (latest === "unavailable") return failure("internalError", "the ledger's latest state cannot be read");
  const found = await findVersion(ledger, parsed.did, latest, options);
  if (!found.ok) return found;
  const next = await nextVersion(ledger, parsed.did, found, latest);
  const metadata = { ...w3cDidDocumentMetadata(found.state.didDocumentMetadata!), ...next };
  const proof = options.proof === "true" ? await ledger.prove(parsed.did, found.height) : undefined;
  return { ok: true, state: found.state, height: found.height, metadata, ...(proof === undefined ? {} : { proof }) };
}

interface CheckedOptions {
  readonly versionId?: string;
  readonly versionTime?: Instant;
  readonly proof?: "true" | "false";
}

type Found = { readonly ok: true; readonly state: DidDocumentState; readonly height: bigint } | Extract<Resolution, { ok: false }>;

async function findVersion(ledger: DidLedger, did: string, latest: DidStateAt, options: CheckedOptions): Promise<Found> {
  if (options.versionId !== undefined) return versionById(ledger, did, options.versionId);
  if (options.versionTime !== undefined) return versionAtTime(ledger, did, latest, options.versionTime);
  if (latest.state === undefined) return failure("notFound", `DID ${did} is not on this ledger`);
  return { ok: true, state: latest.state, height: latest.height };
}

async function versionById(ledger: DidLedger, did: string, versionId: string): Promise<Found> {
  const height = await ledger.heightOfTransaction(versionId);
  if (height === undefined) return failure("notFound", `no transaction ${versionId} is on this ledger`);
  const read = await ledger.stateAt(did, height);
  if (read === "unavailable") return failure("notFound", `version ${versionId} of ${did} is at height ${height}, which this node no longer keeps`);
  const stored = read.state?.didDocumentMetadata?.versionId;
  if (read.state === undefined || stored === undefined) return failure("notFound", `transaction ${versionId} did not write ${did}`);
  if (stored !== versionId) {
    return failure("notFound", `transaction ${versionId} did not leave a version of ${did}: after its block (${height}) the version is ${stored}`);
  }
  return { ok: true, state: read.state, height };
}

/** The last height whose state holds a version updated at or before `time`: heights before the DID existed, or that this node no longer keeps, count as before. */
async function versionAtTime(ledger: DidLedger, did: string, latest: DidStateAt, time: Instant): Promise<Found> {
  const before = (read: DidStateAt | "unavailable") => read === "unavailable" || read.state === undefined || compareInstants(updatedOf(read.state), time) <= 0;
  let answer: DidStateAt | "unavailable" = latest;
  if (!before(latest)) {
    let low = 0n; // the state "before height 1": before
    let high = latest.height; // not before
    answer = "unavailable";
    for (let step = 0; high - low > 1n; step++) {
      if (step === MAX_SEARCH_STEPS) return failure("internalError", "the ledger's versions of this DID do not grow with the height");
      const middle = (low + high) / 2n;
      const read = await ledger.stateAt(did, middle);
      if (before(read)) {
        low = middle;
        answer = read;
      } else {
        high = middle;
      }
    }
  }
  if (answer === "unavailable") return failure("notFound", `${did} had no version at ${formatRfc3339(time)} that this node keeps`);
  if (answer.state === undefined) return failure("notFound", `${did} did not exist at ${formatRfc3339(time)}`);
  return { ok: true, state: answer.state, height: answer.height };
}

/** For a version that is not the latest: the first height after it with another version, and that version. */
async function nextVersion(
  ledger: DidLedger,
  did: string,
  found: { state: DidDocumentState; height: bigint },
  latest: DidStateAt,
): Promise<Partial<W3cDidDocumentMetadata>> {
  const versionId = found.state.didDocumentMetadata?.versionId;
  if (latest.state === undefined || latest.state.didDocumentMetadata?.versionId === versionId) return {};
  let low = found.height; // this version
  let high = latest.height; // another
  let next = latest.state;
  for (let step = 0; high - low > 1n && step < MAX_SEARCH_STEPS; step++) {
    const middle = (low + high) / 2n;
    const read = await ledger.stateAt(did, middle);
    if (read !== "unavailable" && read.state !== undefined && read.state.didDocumentMetadata?.versionId !== versionId) {
      high = middle;
      next = read.state;
    } else {
      low = middle;
    }
  }
  const metadata = next.didDocumentMetadata;
  return metadata === undefined ? {} : { nextVersionId: metadata.versionId, nextUpdate: metadata.updated };
}

function mergeOptions(didParameters: ReadonlyMap<string, string>, httpOptions: ResolutionOptions): CheckedOptions | string {
  const merged: Record<string, string> = {};
  for (const name of OPTION_NAMES) {
    const fromDid = didParameters.get(name);
    const fromHttp = httpOptions[name];
    if (fromDid !== undefined && fromHttp !== undefined && fromDid !== fromHttp) return `${name} is given twice with different values`;
    const value = fromDid ?? fromHttp;
    if (value !== undefined) merged[name] = value;
  }
  for (const name of didParameters.keys()) {
    if (!(OPTION_NAMES as readonly string[]).includes(name)) return `unknown DID parameter ${name} (this resolver reads ${OPTION_NAMES.join(", ")})`;
  }
  const { versionId, proof } = merged;
  // A request's query string is decoded as a form (`+` a space), so `…T10:00:00+01:00` sent unencoded arrives with a space.
  const versionTime = merged.versionTime?.replace(/ (\d{2}:\d{2})$/, "+$1");
  if (versionId !== undefined && versionTime !== undefined) return "give versionId or versionTime, not both";
  if (versionId !== undefined && !TRANSACTION_HASH.test(versionId)) return `versionId ${JSON.stringify(versionId)} is not a transaction hash (64 hex digits)`;
  const time = versionTime === undefined ? undefined : parseRfc3339(versionTime);
  if (versionTime !== undefined && time === undefined) return `versionTime ${JSON.stringify(versionTime)} is not a date-time such as 2026-11-27T10:00:00Z`;
  if (proof !== undefined && proof !== "true" && proof !== "false") return `proof must be true or false, got ${JSON.stringify(proof)}`;
  return {
    ...(versionId === undefined ? {} : { versionId: versionId.toUpperCase() }),
    ...(time === undefined ? {} : { versionTime: time }),
    ...(proof === undefined ? {} : { proof }),
  };
}

function updatedOf(state: DidDocumentState): Instant {
  const metadata = state.didDocumentMetadata;
  const instant = parseRfc3339(metadata?.updated || metadata?.created || "");
  if (instant === undefined) throw new Error(`DID ${state.didDocument?.id} has no readable update time`);
  return instant;
}

function failure(error: ResolutionErrorCode, message: string): Extract<Resolution, { ok: false }> {
  return { ok: false, error, message };
}
