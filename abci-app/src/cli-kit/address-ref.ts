import { fromBech32 } from "@cosmjs/encoding";
import type { Command } from "commander";
import type { AddressCodec } from "../types/address";
import { KeyNotFoundError } from "./keyring";
import { keyringFor } from "./options";

/**
 * The account address an argument or flag names: a bech32 address under the chain's prefix is taken as is;
 * anything else must be the name of a key in the keyring chosen by --keyring-backend.
 */
export async function resolveAddressRef(ref: string, codec: AddressCodec, cmd: Command): Promise<string> {
  if (codec.isValid(ref)) return ref.toLowerCase();
  if (looksLikeBech32(ref)) codec.decode(ref); // throws the precise reason: wrong prefix, bad length
  const keyring = keyringFor(cmd);
  try {
    const key = await keyring.get(ref);
    return key.address;
  } catch (err) {
    if (err instanceof KeyNotFoundError) {
      throw new Error(`"${ref}" is neither a valid ${codec.prefix} address nor the name of a key in the ${keyring.backend} keyring`);
    }
    throw err;
  }
}

function looksLikeBech32(text: string): boolean {
  try {
    fromBech32(text, 1023);
    return true;
  } catch {
    return false;
  }
}
