/**
 * A deliberate stop of the state machine, as the SDK's panics in a begin blocker are (x/upgrade's "UPGRADE … NEEDED"):
 * the block must not be committed and this binary must not go on. The app answers the ABCI call that met it with an
 * exception, which stops CometBFT, and tells the node, which stops too and says why. Nothing of the block is kept:
 * state is written only at Commit, and CometBFT replays the block when the node starts again.
 */
export class HaltError extends Error {
  override name = "HaltError";
}
