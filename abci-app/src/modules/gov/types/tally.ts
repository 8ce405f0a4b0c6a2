import type { TallyResult } from "cosmjs-types/cosmos/gov/v1/gov";

/** A tally with no votes counted: a proposal's result until voting ends. */
export const ZERO_TALLY: TallyResult = Object.freeze({ yesCount: "0", abstainCount: "0", noCount: "0", noWithVetoCount: "0" });
