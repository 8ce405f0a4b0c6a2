import { publicKeyJson, validatorAddressHex, type TypedKeyJson } from "../../node/cometbft/ed25519-key";
import type { GenesisDoc } from "../../cli-kit/genesis/doc";

/** One entry of the genesis `validators` list, as CometBFT v0.38 writes it (`types/genesis.go` GenesisValidator). */
export interface GenesisValidatorJson {
  address: string;
  pub_key: TypedKeyJson;
  power: string;
  name: string;
}

/** The power `genesis add-validator` gives by default, as `cometbft init` does. */
export const DEFAULT_VALIDATOR_POWER = 10n;
/** CometBFT's `MaxTotalVotingPower` (MaxInt64 / 8): the bound on each power and on their sum. */
export const MAX_TOTAL_VOTING_POWER = (2n ** 63n - 1n) / 8n;

export interface NewGenesisValidator {
  readonly name: string;
  readonly publicKey: Uint8Array;
  readonly power: bigint;
}

/**
 * A copy of `doc` with the validator appended to `validators`: a validator CometBFT runs from genesis that staking does
 * not know (no delegations, rewards or slashing). A chain whose validators come from gentxs lists none here: InitChain
 * refuses a genesis set that differs from staking's. Refuses a key or a name already listed.
 */
export function addGenesisValidator(doc: GenesisDoc, validator: NewGenesisValidator): GenesisDoc {
  const { name, publicKey, power } = validator;
  if (name.trim() === "") throw new Error("the validator's name must not be empty");
  if (/\p{Cc}/u.test(name)) throw new Error(`invalid validator name ${JSON.stringify(name)}: it must not contain control characters`);
  if (power < 1n || power > MAX_TOTAL_VOTING_POWER) throw new Error(`invalid power ${power}: expected 1 to ${MAX_TOTAL_VOTING_POWER}`);
  if (!Array.isArray(doc.validators)) throw new Error("genesis validators is not a list");

  const address = validatorAddressHex(publicKey);
  let total = power;
  for (const existing of doc.validators as Partial<GenesisValidatorJson>[]) {
    if (existing?.address === address || existing?.pub_key?.value === publicKeyJson(publicKey).value) {
      throw new Error(`validator ${address} is already in genesis (as ${JSON.stringify(existing.name ?? "")})`);
    }
    if (existing?.name === name) throw new Error(`a validator named ${JSON.stringify(name)} is already in genesis`);
    total += typeof existing?.power === "string" && /^[0-9]+$/.test(existing.power) ? BigInt(existing.power) : 0n;
  }
  if (total > MAX_TOTAL_VOTING_POWER) throw new Error(`the validators' total power would be ${total}, above CometBFT's maximum ${MAX_TOTAL_VOTING_POWER}`);

  const entry: GenesisValidatorJson = { address, pub_key: publicKeyJson(publicKey), power: power.toString(), name };
  return { ...doc, validators: [...doc.validators, entry] };
}
