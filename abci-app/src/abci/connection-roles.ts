import type { AbciMethod } from "./methods";

/** The connections CometBFT opens besides the query one, each for its own methods (proxy/app_conn.go). */
export type ConnectionRole = "consensus" | "mempool" | "snapshot";

const ROLE_OF: Partial<Record<AbciMethod, ConnectionRole>> = {
  initChain: "consensus",
  prepareProposal: "consensus",
  processProposal: "consensus",
  extendVote: "consensus",
  verifyVoteExtension: "consensus",
  finalizeBlock: "consensus",
  commit: "consensus",
  checkTx: "mempool",
  listSnapshots: "snapshot",
  offerSnapshot: "snapshot",
  loadSnapshotChunk: "snapshot",
  applySnapshotChunk: "snapshot",
};

/** The role a method belongs to; undefined for Echo, Flush, Info and Query, which any connection may send. */
export function roleOf(method: AbciMethod): ConnectionRole | undefined {
  return ROLE_OF[method];
}

/**
 * Which live connection holds each role. A connection takes the role of the first role method it sends, and keeps
 * it: it may not send another role's methods, and no second live connection may take a role that is held, so a
 * client that connects beside CometBFT cannot drive its consensus or mempool connection's state. A role is free again
 * once its connection closes (CometBFT reconnecting after a restart). Methods that change nothing (Echo, Flush, Info,
 * Query) need no role.
 */
export class ConnectionRoles<C> {
  private readonly holders = new Map<ConnectionRole, C>();
  private readonly roles = new Map<C, ConnectionRole>();

  /**
   * Lets `connection` send `method`, taking its role if it has none; `mayHold` is asked before a role is taken.
   * Returns why not, or undefined when allowed.
   */
  admit(connection: C, method: AbciMethod, mayHold: (role: ConnectionRole) => string | undefined): string | undefined {
    const role = roleOf(method);
    if (role === undefined) return undefined;
    const held = this.roles.get(connection);
    if (held !== undefined) return held === role ? undefined : `${method} is a ${role} method, and this is the ${held} connection`;
    if (this.holders.has(role)) return `${method} is a ${role} method, and another connection already is the ${role} connection`;
    const refusal = mayHold(role);
    if (refusal !== undefined) return refusal;
    this.holders.set(role, connection);
    this.roles.set(connection, role);
    return undefined;
  }

  /** Whether `connection` already holds the role `method` belongs to (false for methods without a role). */
  holds(connection: C, method: AbciMethod): boolean {
    const role = roleOf(method);
    return role !== undefined && this.roles.get(connection) === role;
  }

  /** The connection closed: its role is free. */
  release(connection: C): void {
    const role = this.roles.get(connection);
    if (role === undefined) return;
    this.roles.delete(connection);
    this.holders.delete(role);
  }
}
