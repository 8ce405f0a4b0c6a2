import { describe, expect, it } from "@jest/globals";
import { Channel } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import {
  canonicalAcknowledgement,
  checkAcknowledgementEncoding,
  errorAcknowledgement,
  resultAcknowledgement,
} from "../../../../abci-app/src/modules/ibc/channel/acknowledgement";
import { commitAcknowledgement, commitPacket, PACKET_RECEIPT } from "../../../../abci-app/src/modules/ibc/channel/commitment";
import { newChannel } from "../../../../abci-app/src/modules/ibc/channel/handshake";
import { ErrInvalidAcknowledgement } from "../../../../abci-app/src/modules/ibc/errors";
import { expectError, thrown } from "./setup";
import { vectors } from "./vectors";

const hex = (text: string) => new Uint8Array(Buffer.from(text, "hex"));
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("utf8");

describe("packet commitment (ibc-go CommitPacket)", () => {
  it.each(vectors.packet_commitments.map((v) => [v.sequence, v] as const))("sequence %s matches ibc-go", (_sequence, v) => {
    const commitment = commitPacket({
      data: hex(v.data_hex),
      timeoutHeight: { revisionNumber: BigInt(v.timeout_revision_number), revisionHeight: BigInt(v.timeout_revision_height) },
      timeoutTimestamp: BigInt(v.timeout_timestamp),
    });
    expect(Buffer.from(commitment).toString("hex")).toBe(v.commitment_hex);
  });
});

describe("acknowledgement commitment and receipt", () => {
  it.each(vectors.ack_commitments.map((v) => [v.ack_hex, v] as const))("sha256 of ack %s matches ibc-go", (_ack, v) => {
    expect(Buffer.from(commitAcknowledgement(hex(v.ack_hex))).toString("hex")).toBe(v.commitment_hex);
  });

  it("a receipt is the single byte 0x01", () => {
    expect(PACKET_RECEIPT).toEqual(Uint8Array.of(1));
  });
});

describe("channel end encoding (what counterparties prove)", () => {
  it.each(vectors.channels.map((v) => [v.proto_hex, v] as const))("%s", (protoHex, v) => {
    const channel = newChannel(v.state, v.ordering, { portId: v.counterparty_port_id, channelId: v.counterparty_channel_id }, v.connection_hops, v.version);
    expect(Buffer.from(Channel.encode(channel).finish()).toString("hex")).toBe(protoHex);
  });
});

describe("channel Acknowledgement JSON", () => {
  it("result and error acknowledgements are ibc-go's bytes", () => {
    expect(text(resultAcknowledgement(Uint8Array.of(1)))).toBe(vectors.result_ack_01);
    expect(text(resultAcknowledgement(Uint8Array.of(0xfb, 0xff, 0xfe)))).toBe(vectors.result_ack_bytes);
    expect(text(errorAcknowledgement(13))).toBe(vectors.error_ack_code_5);
    expect(text(errorAcknowledgement(1))).toBe(vectors.error_ack_code_1);
  });

  it.each(vectors.ack_encoding_checks.map((v) => [Buffer.from(v.input_hex, "hex").toString("latin1"), v] as const))(
    "AcknowledgePacket's encoding check on %j is ibc-go's",
    (_shown, v) => {
      const input = hex(v.input_hex);
      expect(canonicalAcknowledgement(input) !== undefined).toBe(v.decodes);
      const err = thrown(() => checkAcknowledgementEncoding(input));
      if (v.rejected) expectError(err, ErrInvalidAcknowledgement, "acknowledgement marshalling error");
      else expect(err).toBeUndefined();
    },
  );
});
