import type { Packet } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import { u64be } from "../../../store/bytes";
import { sha256 } from "../../../types/hash";

/** The value of a packet receipt (unordered channels): one byte, 0x01, as ibc-go writes it. */
export const PACKET_RECEIPT = Uint8Array.of(1);

/**
 * ibc-go's `CommitPacket`, what the sender stores and the receiver proves: sha256 of the fixed-length preimage
 * timeout timestamp ‖ timeout revision number ‖ timeout revision height (each uint64 big-endian) ‖ sha256(data).
 * The ports, channels and sequence are not in it: they are in the path the commitment is stored at.
 */
export function commitPacket(packet: Pick<Packet, "timeoutTimestamp" | "timeoutHeight" | "data">): Uint8Array {
  const preimage = new Uint8Array(56);
  preimage.set(u64be(packet.timeoutTimestamp), 0);
  preimage.set(u64be(packet.timeoutHeight.revisionNumber), 8);
  preimage.set(u64be(packet.timeoutHeight.revisionHeight), 16);
  preimage.set(sha256(packet.data), 24);
  return sha256(preimage);
}

/** ibc-go's `CommitAcknowledgement`: the receiver stores sha256 of the acknowledgement's bytes. */
export function commitAcknowledgement(acknowledgement: Uint8Array): Uint8Array {
  return sha256(acknowledgement);
}
