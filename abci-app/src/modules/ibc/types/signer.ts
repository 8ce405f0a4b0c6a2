import type { AddressCodec } from "../../../types/address";
import { ErrInvalidAddress } from "../../../types/sdk-errors";

/** Every IBC message's ValidateBasic: the signer (the relayer paying for it) is a valid account address. */
export function validateSigner(signer: string, codec: AddressCodec): void {
  try {
    codec.decode(signer);
  } catch (err) {
    throw ErrInvalidAddress.wrap(`string could not be parsed as address: ${(err as Error).message}`);
  }
}
