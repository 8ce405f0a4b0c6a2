import { fromBech32 } from "@cosmjs/encoding";
import type { Command } from "commander";
import { homeLayout } from "../../../node/home";
import { AddressCodec } from "../../../types/address";
import { parseCoins, type Coin } from "../../../types/coins";
import { addGenesisAccount } from "../../genesis/accounts";
import { genesisBech32Prefix, readGenesisFile, writeGenesisFile } from "../../genesis/file";
import { KeyNotFoundError } from "../../keyring";
import { globalOptions, keyringBackendOption, keyringFor } from "../../options";

/**
 * Adds the `add-account` arguments, options and action to `cmd`; used for `genesis add-account` and the SDK's
 * legacy top-level `add-genesis-account`.
 */
export function configureAddGenesisAccount(cmd: Command): Command {
  return cmd
    .description("Add an account with a balance to genesis.json (bank supply grows by the same coins)")
    .argument("<address_or_key_name>", "a bech32 address, or the name of a key in the keyring")
    .argument("<coins>", "the account's balance, e.g. 1000000uhid or 10uhid,5stake")
    .addOption(keyringBackendOption())
    .option("--append", "add the coins to an account that is already in genesis.json instead of refusing")
    .action(async (ref: string, coinsText: string, opts: { append?: boolean }, self: Command) => {
      const file = homeLayout(globalOptions(self).home).genesis;
      const doc = readGenesisFile(file);
      const codec = new AddressCodec(genesisBech32Prefix(doc));
      const coins = parseGenesisCoins(coinsText);
      const address = await resolveAddress(ref, codec, self);
      doc.app_state = addGenesisAccount(doc.app_state, { address, coins, append: opts.append === true, codec });
      writeGenesisFile(file, doc);
    });
}

function parseGenesisCoins(text: string): Coin[] {
  try {
    return parseCoins(text);
  } catch (err) {
    throw new Error(`failed to parse coins "${text}": ${(err as Error).message}`);
  }
}

/** A bech32 address under the chain's prefix is taken as is; anything else must name a key in the keyring. */
async function resolveAddress(ref: string, codec: AddressCodec, cmd: Command): Promise<string> {
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
