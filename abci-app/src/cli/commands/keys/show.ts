import { toBech32 } from "@cosmjs/encoding";
import { Option, type Command } from "commander";
import { secp256k1Address } from "../../../types/address";
import type { LedgerContext } from "../../../cli-kit/context";
import type { KeyInfo } from "../../../cli-kit/keyring";
import { keyringFor } from "../../../cli-kit/options";
import { outputOption } from "../../../../../lib/cli-kit/options";
import { keyOutput, keysJson, keysText } from "./output";

interface ShowOptions {
  address?: boolean;
  pubkey?: boolean;
  bech: Bech;
  output: "text" | "json";
}

/** The SDK's --bech: which bech32 prefix the address is shown with (account, validator operator, consensus). */
const BECH = ["acc", "val", "cons"] as const;
type Bech = (typeof BECH)[number];
const BECH_SUFFIX: Record<Bech, string> = { acc: "", val: "valoper", cons: "valcons" };

/** `keys show <name|address>`: one key; -a prints only its address, -p only its public key. */
export function registerKeysShow(keys: Command, ctx: LedgerContext): void {
  keys
    .command("show")
    .description("Show the public details of a key, found by name or address")
    .argument("<name_or_address>", "the key's name or bech32 account address")
    .option("-a, --address", "output the address only")
    .option("-p, --pubkey", "output the public key only")
    .addOption(new Option("--bech <prefix>", "the address's bech32 prefix: acc (hid…), val (hidvaloper…) or cons (hidvalcons…)").choices(BECH).default("acc"))
    .addOption(outputOption())
    .action(async (ref: string, opts: ShowOptions, cmd: Command) => {
      if (opts.address && opts.pubkey) throw new Error("cannot use both --address and --pubkey at once");
      if ((opts.address || opts.pubkey) && cmd.getOptionValueSource("output") === "cli") {
        throw new Error("cannot use --output with --address or --pubkey");
      }
      const keyring = keyringFor(cmd);
      const key = keyOutput(withBech(await keyring.get(ref), keyring.prefix, opts.bech));
      if (opts.address) ctx.out(`${key.address}\n`);
      else if (opts.pubkey) ctx.out(`${key.pubkey}\n`);
      else ctx.out(opts.output === "json" ? keysJson(key) : keysText([key]));
    });
}

/** The key with its address under the account prefix plus the --bech suffix ("hid" + "valoper"). */
function withBech(key: KeyInfo, accountPrefix: string, bech: Bech): KeyInfo {
  if (bech === "acc") return key;
  return { ...key, address: toBech32(accountPrefix + BECH_SUFFIX[bech], secp256k1Address(key.pubkey), 1023) };
}
