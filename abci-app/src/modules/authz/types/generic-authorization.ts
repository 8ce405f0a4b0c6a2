import { GenericAuthorization } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import { AppError } from "../../../types/errors";
import { ErrInternal } from "../../../types/sdk-errors";
import type { AuthorizationType } from "./authorization";

export const GENERIC_AUTHORIZATION_TYPE_URL = "/cosmos.authz.v1beta1.GenericAuthorization";

/** GenericAuthorization{msg}: any message of type `msg`, without limit, until revoked or expired. */
export const genericAuthorization: AuthorizationType<GenericAuthorization> = {
  typeUrl: GENERIC_AUTHORIZATION_TYPE_URL,
  codec: GenericAuthorization,
  msgTypeUrl: (a) => a.msg,
  validateBasic: (a) => {
    // The SDK returns an unregistered error here, which reaches clients as codespace "undefined", code 1.
    if (a.msg === "") throw new AppError(ErrInternal, "msg type cannot be empty");
  },
  accept: () => ({ accept: true, delete: false }),
};
