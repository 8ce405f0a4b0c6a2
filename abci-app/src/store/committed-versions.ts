import { CommitmentProof } from "cosmjs-types/cosmos/ics23/v1/proofs";
import { ErrInvalidRequest } from "../types/sdk-errors";
import { assertValidKey, equalBytes } from "./bytes";
import { appHashOf, decodeCommitInfo, storeRootProof, type StoreRoots } from "./commit-info";
import type { SyncReader } from "./iavl/node-db";
import type { NodeSource } from "./iavl/node-db";
import { EMPTY_TREE_HASH } from "./iavl/node-hash";
import { proveKey } from "./iavl/proof";
import { ReadMemo } from "./iavl/read-memo";
import { ImmutableTree } from "./iavl/tree";
import { commitInfoKey, versionRecordKey } from "./layout";
import type { LatestState } from "./state-db";
import type { Bytes, CommitInfo, CommittedState, ProvenValue } from "./types";
import { decodeVersionRecord } from "./version-record";
import { VersionView } from "./version-view";

const NO_APP_HASH = new Uint8Array(0);

/**
 * The committed versions of every store in one database, read-only: the latest one, held in memory, and any
 * older version still kept, opened from its commit-info record on demand. The writer (RootMultiStore) moves the
 * latest forward with `adopt` after each commit; a follower in another thread moves it with `advanceTo`.
 */
export class CommittedVersions implements CommittedState {
  private latest: VersionView;
  private latestVersion: number;
  private latestAppHash: Bytes;
  /** The oldest version still readable; 0 before the first commit. */
  private oldest: number;

  constructor(
    private readonly db: SyncReader,
    readonly storeNames: readonly string[],
    private readonly sources: ReadonlyMap<string, NodeSource>,
    state: LatestState,
  ) {
    this.latest = this.viewOf(state.roots, state.record.rootVersions, true);
    this.latestVersion = state.version;
    this.latestAppHash = state.version === 0 ? NO_APP_HASH : appHashOf(state.roots);
    this.oldest = state.record.oldest;
  }

  lastCommit(): CommitInfo {
    return { version: this.latestVersion, appHash: this.latestAppHash };
  }

  /** The oldest version still readable; 0 before the first commit. */
  get oldestVersion(): number {
    return this.oldest;
  }

  view(version?: number): VersionView {
    if (version === undefined || (version === this.latestVersion && version > 0)) return this.latest;
    if (!Number.isSafeInteger(version) || version < this.oldest || version > this.latestVersion || this.oldest === 0) throw this.missingVersion(version);
    const stored = this.readVersion(version);
    if (stored === undefined) throw this.missingVersion(version);
    return this.viewOf(stored.roots, stored.rootVersions);
  }

  prove(storeName: string, key: Bytes, version: number): ProvenValue {
    assertValidKey(key);
    const view = this.view(version);
    const tree = view.tree(storeName);
    if (!view.roots.has(storeName)) throw ErrInvalidRequest.wrap(`store ${storeName} did not exist at height ${version}`);
    if (tree.root === undefined) {
      throw ErrInvalidRequest.wrap(
        `cannot prove the absence of key ${Buffer.from(key).toString("hex")} in store ${storeName} at height ${version}: the store is empty, so there is no neighbouring key to prove`,
      );
    }
    const { value, proof } = proveKey(tree, key);
    return {
      value,
      proofOps: [
        { type: "ics23:iavl", key, data: CommitmentProof.encode(proof).finish() },
        { type: "ics23:simple", key: Buffer.from(storeName, "latin1"), data: CommitmentProof.encode(storeRootProof(view.roots, storeName)).finish() },
      ],
    };
  }

  /** Makes a version just committed by this process the latest; `trees` replace those of the stores it changed. */
  adopt(version: number, trees: ReadonlyMap<string, ImmutableTree>, roots: StoreRoots, appHash: Bytes): void {
    const merged = new Map(this.latest.trees);
    for (const [name, tree] of trees) merged.set(name, tree);
    this.latest = new VersionView(this.storeNames, merged, roots);
    this.latestVersion = version;
    this.latestAppHash = appHash;
    if (this.oldest === 0) this.oldest = version;
  }

  /** Makes a version another process committed the latest, reading its roots from the database. */
  advanceTo(version: number): void {
    if (version <= this.latestVersion) return;
    const stored = this.readVersion(version);
    if (stored === undefined) throw new Error(`cannot follow the state to version ${version}: it has no commit-info record`);
    this.latest = this.viewOf(stored.roots, stored.rootVersions, true);
    this.latestVersion = version;
    this.latestAppHash = appHashOf(stored.roots);
    if (this.oldest === 0) this.oldest = version;
  }

  /** Versions below `oldest` are no longer readable (they are being pruned). */
  forgetBelow(oldest: number): void {
    if (oldest > this.oldest) this.oldest = oldest;
  }

  /** A kept version's roots: their hashes (its commit info) and versions (its record); undefined once pruned. */
  private readVersion(version: number): { roots: StoreRoots; rootVersions: ReadonlyMap<string, number> } | undefined {
    const info = this.db.getSync(commitInfoKey(version));
    const record = this.db.getSync(versionRecordKey(version));
    if (info === undefined || record === undefined) return undefined;
    return { roots: decodeCommitInfo(info).roots, rootVersions: decodeVersionRecord(record).rootVersions };
  }

  /** `latest`: the trees get read memos (iavl/read-memo.ts); a view of an older version is read once and dropped. */
  private viewOf(roots: StoreRoots, rootVersions: ReadonlyMap<string, number>, latest = false): VersionView {
    const trees = new Map<string, ImmutableTree>();
    for (const name of this.storeNames) {
      const source = this.sources.get(name)!;
      const hash = roots.get(name) ?? EMPTY_TREE_HASH;
      const root = equalBytes(hash, EMPTY_TREE_HASH) ? undefined : source.load(rootVersions.get(name) ?? 0, hash);
      trees.set(name, new ImmutableTree(root, source, latest ? new ReadMemo() : undefined));
    }
    return new VersionView(this.storeNames, trees, roots);
  }

  private missingVersion(version: number): Error {
    return ErrInvalidRequest.wrap(`failed to load state at height ${version}; version does not exist (latest height: ${this.latestVersion})`);
  }
}
