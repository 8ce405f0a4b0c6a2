import { MsgExec, MsgExecResponse, MsgGrant, MsgGrantResponse, MsgRevoke, MsgRevokeResponse } from "cosmjs-types/cosmos/authz/v1beta1/tx";
import { equalBytes } from "../../../store/bytes";
import type { AddressCodec } from "../../../types/address";
import type { MsgType } from "../../../codec/proto-codec";
import { ErrInvalidRequest, ErrTxDecode } from "../../../types/sdk-errors";
import { ErrGranteeIsGranter } from "../errors";
import type { Authorization, AuthorizationRegistry } from "./authorization";
import { isValidTimestamp } from "../../../types/time";

export const MSG_GRANT_TYPE_URL = "/cosmos.authz.v1beta1.MsgGrant";
export const MSG_GRANT_RESPONSE_TYPE_URL = "/cosmos.authz.v1beta1.MsgGrantResponse";
export const MSG_EXEC_TYPE_URL = "/cosmos.authz.v1beta1.MsgExec";
export const MSG_EXEC_RESPONSE_TYPE_URL = "/cosmos.authz.v1beta1.MsgExecResponse";
export const MSG_REVOKE_TYPE_URL = "/cosmos.authz.v1beta1.MsgRevoke";
export const MSG_REVOKE_RESPONSE_TYPE_URL = "/cosmos.authz.v1beta1.MsgRevokeResponse";

export const GRANT_MSG_TYPE: MsgType<MsgGrant, MsgGrantResponse> = {
  typeUrl: MSG_GRANT_TYPE_URL,
  codec: MsgGrant,
  response: { typeUrl: MSG_GRANT_RESPONSE_TYPE_URL, codec: MsgGrantResponse },
  aminoName: "cosmos-sdk/MsgGrant",
  signers: (msg) => [msg.granter],
};

export const EXEC_MSG_TYPE: MsgType<MsgExec, MsgExecResponse> = {
  typeUrl: MSG_EXEC_TYPE_URL,
  codec: MsgExec,
  response: { typeUrl: MSG_EXEC_RESPONSE_TYPE_URL, codec: MsgExecResponse },
  aminoName: "cosmos-sdk/MsgExec",
  signers: (msg) => [msg.grantee],
};

export const REVOKE_MSG_TYPE: MsgType<MsgRevoke, MsgRevokeResponse> = {
  typeUrl: MSG_REVOKE_TYPE_URL,
  codec: MsgRevoke,
  response: { typeUrl: MSG_REVOKE_RESPONSE_TYPE_URL, codec: MsgRevokeResponse },
  aminoName: "cosmos-sdk/MsgRevoke",
  signers: (msg) => [msg.granter],
};

/** The authz messages, in the SDK's declaration order. */
export const AUTHZ_MSG_TYPES: readonly MsgType[] = [GRANT_MSG_TYPE, EXEC_MSG_TYPE, REVOKE_MSG_TYPE];

/** Granter and grantee: valid, and not the same account. */
export function validateGranterGrantee(granter: string, grantee: string, codec: AddressCodec): { granter: Uint8Array; grantee: Uint8Array } {
  const granterBytes = decodeAddress(codec, granter, "granter");
  const granteeBytes = decodeAddress(codec, grantee, "grantee");
  if (equalBytes(granterBytes, granteeBytes)) throw ErrGranteeIsGranter.error();
  return { granter: granterBytes, grantee: granteeBytes };
}

/**
 * MsgGrant's stateless checks (ValidateBasic): the parties, then the authorization's own checks. Returns it decoded.
 * An expiration outside the Timestamp range fails as the SDK's decoder fails on it (sdk 2).
 */
export function validateMsgGrant(msg: MsgGrant, codec: AddressCodec, authorizations: AuthorizationRegistry): Authorization {
  const expiration = msg.grant?.expiration;
  if (expiration !== undefined && !isValidTimestamp(expiration)) {
    throw ErrTxDecode.wrap(`grant expiration {seconds: ${expiration.seconds}, nanos: ${expiration.nanos}} is not a valid timestamp (0001-01-01 to 9999-12-31)`);
  }
  validateGranterGrantee(msg.granter, msg.grantee, codec);
  const authorization = authorizations.unpack(msg.grant?.authorization);
  authorization.type.validateBasic(authorization.value, codec);
  return authorization;
}

/** MsgRevoke's stateless checks: the parties, and a message type. */
export function validateMsgRevoke(msg: MsgRevoke, codec: AddressCodec): void {
  validateGranterGrantee(msg.granter, msg.grantee, codec);
  if (msg.msgTypeUrl === "") throw ErrInvalidRequest.wrap("missing method name");
}

/** MsgExec's own stateless checks; the inner messages' are run by the handler table (msgs.ts), which can decode them. */
export function validateMsgExecShape(msg: MsgExec, codec: AddressCodec): Uint8Array {
  const grantee = decodeAddress(codec, msg.grantee, "grantee");
  if (msg.msgs.length === 0) throw ErrInvalidRequest.wrap("messages cannot be empty");
  return grantee;
}

/** An address field; failures name it: "invalid granter address hid1…: …", "empty grantee address". */
export function decodeAddress(codec: AddressCodec, address: string, what: string): Uint8Array {
  return codec.decode(address, `${what} address`);
}
