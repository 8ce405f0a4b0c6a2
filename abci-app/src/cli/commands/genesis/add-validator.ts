import type { Command } from "commander";
import { parsePublicKeyJson } from "../../../node/cometbft/ed25519-key";
import { homeLayout } from "../../../cli-kit/home";
import { readGenesisFile, writeGenesisFile } from "../../../cli-kit/genesis/file";
import { addGenesisValidator, DEFAULT_VALIDATOR_POWER, MAX_TOTAL_VOTING_POWER } from "../../genesis/validators";
import { bigintOption, globalOptions } from "../../../../../lib/cli-kit/options";

/**
 * `genesis add-validator <name> <pubkey>`: puts another node's consensus key in genesis.json, so that a chain starts
 * with several validators. The key is what `idledger comet show-validator` prints on that node.
 */
export function configureAddGenesisValidator(cmd: Command): Command {
  return cmd
    .description("Add a validator (its consensus public key and power) to genesis.json; until staking exists validators enter this way")
    .argument("<name>", "the validator's name in genesis, usually its node's moniker")
    .argument("<pubkey>", `the Ed25519 consensus key as JSON, as 'idledger comet show-validator' prints it on the validator's node`)
    .addOption(bigintOption("--power <power>", "the validator's voting power", parsePower, DEFAULT_VALIDATOR_POWER))
    .action(async (name: string, pubkey: string, opts: { power: bigint }, self: Command) => {
      const file = homeLayout(globalOptions(self).home).genesis;
      const publicKey = parsePublicKeyJson(pubkey);
      const doc = readGenesisFile(file);
      writeGenesisFile(file, addGenesisValidator(doc, { name, publicKey, power: opts.power }));
    });
}

function parsePower(text: string): bigint {
  if (!/^[0-9]+$/.test(text) || BigInt(text) < 1n || BigInt(text) > MAX_TOTAL_VOTING_POWER) {
    throw new Error(`expected an integer from 1 to ${MAX_TOTAL_VOTING_POWER}`);
  }
  return BigInt(text);
}
