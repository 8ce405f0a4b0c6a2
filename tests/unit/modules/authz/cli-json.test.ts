import { MsgExec, MsgGrant, type MsgRevoke } from "cosmjs-types/cosmos/authz/v1beta1/tx";
import { CLIENT_MESSAGES } from "../../../../abci-app/src/cli/client-messages";
import { MSG_EXEC, MSG_GRANT, MSG_REVOKE } from "../../../../abci-app/src/modules/authz/cli";
import { messageToAny } from "../../../../abci-app/src/cli-kit/tx";
import { MsgCreateDID } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { createDid, testKey } from "../../../harness/ssi";
import { AddressCodec } from "../../../../abci-app/src/types/address";
import { ALICE, BOB, CAROL, CHAIN_ID, generic, sendLimit, uhid } from "./setup";

const codec = new AddressCodec();
const alice = codec.encode(ALICE);
const bob = codec.encode(BOB);
const CREATE_DID = "/hypersignprotocol.hidnode.ssi.MsgCreateDID";

/** What `--generate-only`, `tx sign` and `q tx` print for the authz messages, and read back. */
describe("authz messages in the command line's Cosmos JSON", () => {
  it("MsgGrant: the authorization inlined with its @type, the expiration in RFC 3339 with its nanoseconds", () => {
    const msg = MsgGrant.fromPartial({
      granter: alice,
      grantee: bob,
      grant: { authorization: sendLimit(uhid(1000), [codec.encode(CAROL)]), expiration: { seconds: 1_798_761_600n, nanos: 5_000 } },
    });
    const json = CLIENT_MESSAGES.anyToJson(messageToAny(MSG_GRANT, msg));
    expect(json).toEqual({
      "@type": "/cosmos.authz.v1beta1.MsgGrant",
      granter: alice,
      grantee: bob,
      grant: {
        authorization: {
          "@type": "/cosmos.bank.v1beta1.SendAuthorization",
          spend_limit: [{ denom: "uhid", amount: "1000" }],
          allow_list: [codec.encode(CAROL)],
        },
        expiration: "2027-01-01T00:00:00.000005Z",
      },
    });
    expect(CLIENT_MESSAGES.anyFromJson(JSON.parse(JSON.stringify(json)), "$")).toEqual(messageToAny(MSG_GRANT, msg));
    expect(CLIENT_MESSAGES.signers(messageToAny(MSG_GRANT, msg))).toEqual([alice]);
  });

  it("MsgGrant without expiration prints null and reads back", () => {
    const msg = MsgGrant.fromPartial({ granter: alice, grantee: bob, grant: { authorization: generic(CREATE_DID) } });
    const json = CLIENT_MESSAGES.anyToJson(messageToAny(MSG_GRANT, msg));
    expect(json.grant).toEqual({ authorization: { "@type": "/cosmos.authz.v1beta1.GenericAuthorization", msg: CREATE_DID }, expiration: null });
    expect(CLIENT_MESSAGES.anyFromJson(json, "$")).toEqual(messageToAny(MSG_GRANT, msg));
  });

  it("MsgExec: each inner message as the command line prints it alone", () => {
    const { msg: createDid_ } = createDid(CHAIN_ID, alice, testKey("cli json"));
    const inner = { typeUrl: CREATE_DID, value: MsgCreateDID.encode(createDid_).finish() };
    const msg = MsgExec.fromPartial({ grantee: bob, msgs: [inner] });
    const json = CLIENT_MESSAGES.anyToJson(messageToAny(MSG_EXEC, msg));
    expect(json).toEqual({ "@type": "/cosmos.authz.v1beta1.MsgExec", grantee: bob, msgs: [CLIENT_MESSAGES.anyToJson(inner)] });
    expect(CLIENT_MESSAGES.anyFromJson(JSON.parse(JSON.stringify(json)), "$")).toEqual(messageToAny(MSG_EXEC, msg));
    expect(CLIENT_MESSAGES.signers(messageToAny(MSG_EXEC, msg))).toEqual([bob]);
  });

  it("MsgRevoke, and errors that name the field", () => {
    const msg: MsgRevoke = { granter: alice, grantee: bob, msgTypeUrl: CREATE_DID };
    const json = CLIENT_MESSAGES.anyToJson(messageToAny(MSG_REVOKE, msg));
    expect(json).toEqual({ "@type": "/cosmos.authz.v1beta1.MsgRevoke", granter: alice, grantee: bob, msg_type_url: CREATE_DID });
    expect(CLIENT_MESSAGES.anyFromJson(json, "$")).toEqual(messageToAny(MSG_REVOKE, msg));
    expect(() => CLIENT_MESSAGES.anyFromJson({ "@type": "/cosmos.authz.v1beta1.MsgExec", grantee: bob, msgs: [{ creator: alice }] }, "$")).toThrow(
      '$.msgs[0]: expected a JSON object with "@type"',
    );
    expect(() => CLIENT_MESSAGES.anyFromJson({ "@type": "/cosmos.authz.v1beta1.MsgExec", grantee: bob, msgs: [{ "@type": "/no.such.Msg" }] }, "$")).toThrow(
      "$.msgs[0]:",
    );
    expect(() =>
      CLIENT_MESSAGES.anyFromJson(
        { "@type": "/cosmos.authz.v1beta1.MsgGrant", granter: alice, grantee: bob, grant: { authorization: null, expiration: "soon" } },
        "$",
      ),
    ).toThrow("$.grant.expiration: expected an RFC 3339 date-time");
  });
});
