import type { Params } from "cosmjs-types/cosmos/slashing/v1beta1/slashing";
import { decParam } from "../../../module-kit/params-update";
import { DEC_ONE } from "../../../types/coins";
import { decMulInt, decRoundInt } from "../../../types/dec";
import { durationNanos } from "../../../types/time";

export type SlashingParams = Params;

/** A Dec held in a bytes field (the text of value × 10^18). */
export const decOfBytes = (bytes: Uint8Array): bigint => {
  const text = new TextDecoder().decode(bytes);
  return BigInt(text === "" ? "0" : text);
};
export const bytesOfDec = (value: bigint): Uint8Array => new TextEncoder().encode(value.toString());

/** The SDK's defaults: a 100-block window, half of it signed, 10 minutes in jail, 5% for a double sign, 1% for downtime. */
export function defaultSlashingParams(): SlashingParams {
  return {
    signedBlocksWindow: 100n,
    minSignedPerWindow: bytesOfDec(DEC_ONE / 2n),
    downtimeJailDuration: { seconds: 600n, nanos: 0 },
    slashFractionDoubleSign: bytesOfDec(DEC_ONE / 20n),
    slashFractionDowntime: bytesOfDec(DEC_ONE / 100n),
  };
}

/** The SDK's `Params.Validate`: throws an Error naming the first bad field. */
export function validateSlashingParams(params: SlashingParams): void {
  if (params.signedBlocksWindow <= 0n) throw new Error(`signed blocks window must be positive: ${params.signedBlocksWindow}`);
  const fraction = (bytes: Uint8Array, name: string) => {
    const value = decOfBytes(bytes);
    if (value < 0n) throw new Error(`${name} cannot be negative`);
    if (value > DEC_ONE) throw new Error(`${name} too large`);
  };
  fraction(params.minSignedPerWindow, "min signed per window");
  if (durationNanos(params.downtimeJailDuration) <= 0n) throw new Error("downtime jail duration must be positive");
  fraction(params.slashFractionDoubleSign, "double sign slash fraction");
  fraction(params.slashFractionDowntime, "downtime slash fraction");
}

/** What MsgUpdateParams must pass: `Params.Validate`, where an empty fraction is Go's nil Dec (refused). */
export function validateUpdatedSlashingParams(params: SlashingParams): void {
  const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  decParam(text(params.minSignedPerWindow), "min signed per window");
  decParam(text(params.slashFractionDoubleSign), "double sign slash fraction");
  decParam(text(params.slashFractionDowntime), "downtime slash fraction");
  validateSlashingParams(params);
}

/** Blocks a validator must sign per window: min_signed_per_window × window, rounded half to even. */
export function minSignedPerWindow(params: SlashingParams): bigint {
  return decRoundInt(decMulInt(decOfBytes(params.minSignedPerWindow), params.signedBlocksWindow));
}
