import type { Grant } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { equalBytes } from "../../../store/bytes";
import type { AddressCodec } from "../../../types/address";
import { ErrInvalidAddress } from "../../../types/sdk-errors";
import { unpackAllowance, validateAllowance, type FeeAllowance } from "./allowance";

export type { Grant };

export interface GrantParties {
  readonly granter: Uint8Array;
  readonly grantee: Uint8Array;
}

/** A grant decoded: its parties as bytes and its allowance. */
export interface DecodedGrant extends GrantParties {
  readonly allowance: FeeAllowance;
}

/**
 * The SDK's `Grant.ValidateBasic` (and MsgGrantAllowance's, the same fields): two different addresses of the
 * chain's prefix and a valid allowance.
 */
export function validateGrant(grant: { readonly granter: string; readonly grantee: string; readonly allowance?: Any }, codec: AddressCodec): DecodedGrant {
  const parties = grantParties(grant, codec, "cannot self-grant fee authorization");
  const allowance = unpackAllowance(grant.allowance);
  validateAllowance(allowance);
  return { ...parties, allowance };
}

/** The granter and grantee as bytes; the same account on both sides is ErrInvalidAddress with `sameAccount`. */
export function grantParties(pair: { readonly granter: string; readonly grantee: string }, codec: AddressCodec, sameAccount: string): GrantParties {
  const granter = codec.decode(pair.granter, "granter address");
  const grantee = codec.decode(pair.grantee, "grantee address");
  if (equalBytes(granter, grantee)) throw ErrInvalidAddress.wrap(sameAccount);
  return { granter, grantee };
}
