import type { Command } from "commander";
import type { LedgerContext } from "../../../cli-kit/context";
import {
  bip44Path,
  DEFAULT_COIN_TYPE,
  generateMnemonic,
  MAX_HD_INDEX,
  memoryKeyring,
  normalizeMnemonic,
  parseHdPath,
  validateKeyName,
} from "../../../cli-kit/keyring";
import { homeBech32Prefix } from "../../../cli-kit/genesis/file";
import { argParser, globalOptions, outputOption, parseIndex } from "../../../../../lib/cli-kit/options";
import { keyringFor } from "../../../cli-kit/options";
import { keyOutput, keysJson, keysText } from "./output";

interface AddOptions {
  recover?: boolean;
  dryRun?: boolean;
  backup: boolean;
  coinType: number;
  account: number;
  index: number;
  hdPath?: string;
  output: "text" | "json";
}

const BACKUP_NOTICE = "**Important** write this mnemonic phrase in a safe place.\nIt is the only way to recover your account if you ever forget your password.";

/**
 * `keys add <name>`: a new key from 24 fresh words, or (--recover) from a mnemonic read on stdin. As in the SDK,
 * the mnemonic is read before a file keyring asks for its passphrase (when the key is stored).
 */
export function registerKeysAdd(keys: Command, ctx: LedgerContext): void {
  keys
    .command("add")
    .description("Add a key (newly generated, or recovered from a BIP-39 mnemonic with --recover) to the keyring")
    .argument("<name>", "the key's name")
    .option("--recover", "recover a key from a BIP-39 mnemonic read from standard input")
    .option("--dry-run", "derive and print the key without storing it")
    .option("--no-backup", "do not print the new mnemonic (if others are watching the terminal)")
    .option("--coin-type <number>", "BIP-44 coin type", parseIndex(MAX_HD_INDEX), DEFAULT_COIN_TYPE)
    .option("--account <number>", "BIP-44 account number", parseIndex(MAX_HD_INDEX), 0)
    .option("--index <number>", "BIP-44 address index", parseIndex(MAX_HD_INDEX), 0)
    .option("--hd-path <path>", "full HD derivation path, e.g. m/44'/118'/0'/0/0 (overrides --coin-type, --account, --index)", argParser(checkHdPath))
    .addOption(outputOption())
    .action(async (name: string, opts: AddOptions, cmd: Command) => {
      validateKeyName(name);
      // A dry run never opens the configured keyring: nothing to unlock, nothing to warn about.
      const keyring = opts.dryRun ? memoryKeyring(homeBech32Prefix(globalOptions(cmd).home)) : keyringFor(cmd);
      if (await keyring.has(name)) {
        throw new Error(
          `a key named "${name}" already exists in the ${keyring.backend} keyring: choose another name, or delete it first with idledger keys delete ${name}`,
        );
      }
      const mnemonic = opts.recover ? await readMnemonic(ctx) : generateMnemonic();
      const hdPath = opts.hdPath ?? bip44Path(opts.coinType, opts.account, opts.index);
      const key = await keyring.addFromMnemonic(name, mnemonic, { hdPath });
      const showMnemonic = !opts.recover && opts.backup;

      if (opts.output === "json") {
        ctx.out(keysJson(showMnemonic ? { ...keyOutput(key), mnemonic } : keyOutput(key)));
        return;
      }
      ctx.err("\n");
      ctx.out(keysText([keyOutput(key)]));
      if (showMnemonic) ctx.err(`\n${BACKUP_NOTICE}\n\n${mnemonic}\n`);
    });
}

async function readMnemonic(ctx: LedgerContext): Promise<string> {
  ctx.err("> Enter your bip39 mnemonic\n");
  return normalizeMnemonic((await ctx.lines.readLine()) ?? "");
}

function checkHdPath(text: string): string {
  parseHdPath(text);
  return text;
}
