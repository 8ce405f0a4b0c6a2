import type { AddressCodec } from "../types/address";
import { moduleAddress } from "../types/address";
import { registerError } from "../types/errors";

/*
 * The authority of every module's parameter and governance messages (MsgUpdateParams, MsgCommunityPoolSpend,
 * MsgSoftwareUpgrade…): the gov module account. No one holds its key, so these messages only run as the messages of
 * a passed proposal. It sits below the modules so that each can check it without importing gov.
 */

/** The gov module's name, which is also its module account's name. */
export const GOV_MODULE_NAME = "gov";

/** The gov module account's address bytes (SHA-256("gov")[:20]). */
export const GOV_MODULE_ADDRESS: Uint8Array = moduleAddress(GOV_MODULE_NAME);

/** Codespace `gov`, code 13: a proposal message not signed by the gov account, or an authority that is not gov's. */
export const ErrInvalidSigner = registerError(GOV_MODULE_NAME, 13, "expected gov account as only signer for proposal message");

/** The gov account's bech32 address with the chain's current prefix. */
export function govAuthority(codec: AddressCodec): string {
  return codec.encode(GOV_MODULE_ADDRESS);
}

/** Throws gov's ErrInvalidSigner unless `authority` is the gov account (the SDK's `k.authority != msg.Authority` check). */
export function checkAuthority(codec: AddressCodec, authority: string): void {
  const expected = govAuthority(codec);
  if (authority !== expected) throw ErrInvalidSigner.wrap(`invalid authority; expected ${expected}, got ${authority}`);
}
