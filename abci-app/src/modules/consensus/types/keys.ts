/** The module's name: its genesis section and store name. */
export const CONSENSUS_MODULE_NAME = "consensus";
export const CONSENSUS_STORE_KEY = "consensus";

/*
 * Store layout, Cosmos SDK v0.47 x/consensus (types/keys.go):
 *   "Consensus"   tendermint.types.ConsensusParams
 * The app keeps its own records in the same store (app/chain-state.ts): 0x02 the chain id, 0x03 the last block.
 */
export const PARAMS_KEY = new TextEncoder().encode("Consensus");
