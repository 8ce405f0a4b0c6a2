import { concatBytes } from "../../../store/bytes";
import { sha256 } from "../../../types/hash";
import { utf8 } from "../../../types/utf8";
import { TRANSFER_VERSION } from "./keys";

const ADDRESS_LENGTH = 20;

/**
 * The account that holds this chain's tokens escrowed on a channel end (ibc-go's GetEscrowAddress): ADR 028's
 * address hash, the first 20 bytes of SHA-256("ics20-1" ‖ 0x00 ‖ "{port}/{channel}"). The `/` keeps port
 * "transfercha" with channel "nnel" apart from port "transfer" with channel "channel".
 */
export function escrowAddress(portId: string, channelId: string): Uint8Array {
  const preimage = concatBytes(utf8.encode(TRANSFER_VERSION), Uint8Array.of(0), utf8.encode(`${portId}/${channelId}`));
  return sha256(preimage).subarray(0, ADDRESS_LENGTH);
}
