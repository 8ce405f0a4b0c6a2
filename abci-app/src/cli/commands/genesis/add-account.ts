import type { Command } from "commander";
import { homeLayout } from "../../../cli-kit/home";
import { AddressCodec } from "../../../types/address";
import { parseCoins, type Coin } from "../../../types/coins";
import { addGenesisAccount } from "../../genesis/accounts";
import { genesisBech32Prefix, readGenesisFile, writeGenesisFile } from "../../../cli-kit/genesis/file";
import { resolveAddressRef } from "../../../cli-kit/address-ref";
import { globalOptions } from "../../../../../lib/cli-kit/options";
import { keyringBackendOption } from "../../../cli-kit/options";

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
      const address = await resolveAddressRef(ref, codec, self);
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
