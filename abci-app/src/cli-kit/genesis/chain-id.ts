/** CometBFT's `MaxChainIDLen`. */
export const MAX_CHAIN_ID_LENGTH = 50;

/** A chain ID CometBFT accepts: 1 to 50 characters, and (our rule, for shells and file names) no whitespace. */
export function validateChainId(chainId: string): void {
  if (chainId === "") throw new Error("chain-id must not be empty");
  if (/\s/.test(chainId)) throw new Error(`invalid chain-id ${JSON.stringify(chainId)}: it must not contain whitespace`);
  if ([...chainId].length > MAX_CHAIN_ID_LENGTH) {
    throw new Error(`invalid chain-id ${JSON.stringify(chainId)}: at most ${MAX_CHAIN_ID_LENGTH} characters, got ${[...chainId].length}`);
  }
}
