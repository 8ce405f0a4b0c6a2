/**
 * What the operator chose for this process rather than for the chain (`idledger start` flags), as the SDK's
 * AppOptions reach its keepers. Never part of state: two nodes with different options compute the same blocks, or
 * one of them halts.
 */
export interface NodeOptions {
  /** The node's home directory (x/upgrade writes `<home>/data/upgrade-info.json` there); absent for an app without a home. */
  readonly home?: string;
  /** Upgrade plans this binary can apply (`--upgrade-handler <name>`): the SDK's registered upgrade handlers. */
  readonly upgradeHandlers?: readonly string[];
  /** Heights whose upgrade plan is dropped instead of applied (`--unsafe-skip-upgrades`). */
  readonly skipUpgradeHeights?: readonly bigint[];
}
