/**
 * Deterministic bounds on the walks over a transaction's data. Each is checked while the transaction is decoded,
 * before any handler runs, so a transaction beyond one is refused the same way (ErrTxDecode, sdk 2) in CheckTx, in a
 * proposal and in a block, on every node, whatever its stack size or how warm its JIT is. Every later walk (ValidateBasic,
 * MsgExec dispatch, events, JSON rendering) is bounded by these.
 */

/**
 * Any nesting, the transaction's messages being level 1 and each MsgExec adding a level: the Cosmos SDK's
 * MaxUnpackAnyRecursionDepth.
 */
export const MAX_ANY_DEPTH = 10;

/** Messages held by one top-level message at every level of nesting, itself included: the SDK's MaxUnpackAnySubCalls. */
export const MAX_ANYS_PER_MESSAGE = 100;

/**
 * Messages nested in messages, Any wrappers included, TxBody and AuthInfo being level 1. The deepest legitimate
 * transaction (messages ten Anys deep, each a few levels) stays well below; the SDK stops at 10,000, which its
 * goroutine stacks can afford and a JavaScript stack cannot be relied on for.
 */
export const MAX_MESSAGE_DEPTH = 64;

/**
 * Groups nested inside the unknown (non-critical) fields a transaction may carry. protobuf-go stops at 10,000; nothing
 * legitimate nests groups at all, so idledger stops far earlier.
 */
export const MAX_UNKNOWN_GROUP_DEPTH = 32;
