import { ValidatorUpdate } from "cosmjs-types/tendermint/abci/types";

/**
 * The validator set InitChain answers, as the SDK decides it: none when no module owns the set (CometBFT keeps
 * genesis.json's validators); the modules' set when genesis.json lists none; and when both list validators they
 * must be the same set (same keys and powers, in any order), or the chain cannot start.
 */
export function genesisValidators(requested: readonly ValidatorUpdate[], fromModules: readonly ValidatorUpdate[]): readonly ValidatorUpdate[] {
  if (fromModules.length === 0 || requested.length === 0) return fromModules;
  const mine = fromModules.map(encoded).sort();
  const theirs = requested.map(encoded).sort();
  if (mine.length !== theirs.length || mine.some((v, i) => v !== theirs[i])) {
    throw new Error(
      `genesis.json lists ${requested.length} validators and the app's genesis makes ${fromModules.length}, not the same set: remove the validators from genesis.json or make them match`,
    );
  }
  return fromModules;
}

function encoded(update: ValidatorUpdate): string {
  return Buffer.from(ValidatorUpdate.encode(update).finish()).toString("hex");
}
