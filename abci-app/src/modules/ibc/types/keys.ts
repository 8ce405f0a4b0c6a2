/** The module's name: its genesis section and its store, which holds every IBC path (ICS-24) under one root. */
export const IBC_MODULE_NAME = "ibc";
export const IBC_STORE_KEY = "ibc";

/**
 * The commitment prefix counterparties prove our paths under: the store's name, as ibc-go's `MerklePrefix`. A proof
 * of one of our paths is the key's proof in the `ibc` store, then that store's root in the app hash.
 */
export const COMMITMENT_PREFIX = new TextEncoder().encode(IBC_STORE_KEY);

/** The one client type this chain runs: the Tendermint light client (ICS-07). */
export const TENDERMINT_CLIENT_TYPE = "07-tendermint";
