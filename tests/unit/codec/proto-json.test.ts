import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { TxBody } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { TypeRegistry } from "../../../abci-app/src/codec/registry";
import { fromProtoJson, toProtoJson } from "../../../abci-app/src/codec/proto-json";
import { MsgUpdateDID } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";

const registry = new TypeRegistry().register("/cosmos.bank.v1beta1.MsgSend", MsgSend).register("/hypersignprotocol.hidnode.ssi.MsgUpdateDID", MsgUpdateDID);

describe("Cosmos proto JSON", () => {
  test("SDK messages print with snake_case proto names and Anys inlined with @type", () => {
    const body = TxBody.fromPartial({
      messages: [
        {
          typeUrl: "/cosmos.bank.v1beta1.MsgSend",
          value: MsgSend.encode(MsgSend.fromPartial({ fromAddress: "a", toAddress: "b", amount: [{ denom: "uhid", amount: "1" }] })).finish(),
        },
      ],
      timeoutHeight: 7n,
    });
    const json = toProtoJson(TxBody, body, registry) as Record<string, unknown>;
    expect(json.timeout_height).toBe("7");
    expect(json.messages).toEqual([{ "@type": "/cosmos.bank.v1beta1.MsgSend", from_address: "a", to_address: "b", amount: [{ denom: "uhid", amount: "1" }] }]);
    expect(fromProtoJson(TxBody, json, registry)).toEqual(body);
  });

  test("our ts-proto messages keep their proto names, also inside an Any of an SDK message", () => {
    const update = MsgUpdateDID.fromPartial({
      version_id: "ABC",
      creator: "hid1x",
      signatures: [{ verification_method_id: "did:hid:z#k", signature: "c2ln" }],
    });
    const body = TxBody.fromPartial({ messages: [{ typeUrl: "/hypersignprotocol.hidnode.ssi.MsgUpdateDID", value: MsgUpdateDID.encode(update).finish() }] });
    const json = toProtoJson(TxBody, body, registry) as { messages: Record<string, unknown>[] };
    expect(json.messages[0]).toMatchObject({
      "@type": "/hypersignprotocol.hidnode.ssi.MsgUpdateDID",
      version_id: "ABC",
      signatures: [{ verification_method_id: "did:hid:z#k", signature: "c2ln" }],
    });
    const back = fromProtoJson(TxBody, json, registry);
    expect(MsgUpdateDID.decode(back.messages[0]!.value)).toEqual(update);
  });
});
