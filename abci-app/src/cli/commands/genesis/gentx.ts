import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Option, type Command } from "commander";
import { MsgCreateValidator } from "cosmjs-types/cosmos/staking/v1beta1/tx";
import { TxBody } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { secp256k1PubKeyAny } from "../../../crypto/pubkey";
import { parsePublicKeyJson } from "../../../crypto/ed25519-key-json";
import type { LedgerContext } from "../../../cli-kit/context";
import { genesisBech32Prefix, readGenesisFile } from "../../../cli-kit/genesis/file";
import { homeLayout } from "../../../cli-kit/home";
import { KeyNotFoundError } from "../../../cli-kit/keyring";
import { keyringBackendOption, keyringFor } from "../../../cli-kit/options";
import { authInfo, directSignerInfo, messageToAny, signDirect, txToJson } from "../../../cli-kit/tx";
import { MSG_CREATE_VALIDATOR } from "../../../modules/staking/cli/messages";
import { ed25519PubKeyAny } from "../../../modules/staking/types/consensus-key";
import { nodeIdOf } from "../../../node/cometbft/ed25519-key";
import { readNodeKey, readPrivValidatorKey } from "../../../node/cometbft/key-files";
import { readCometConfig } from "../../../node/cometbft/config-file";
import { AddressCodec } from "../../../types/address";
import { parseCoins, parseDec } from "../../../types/coins";
import { globalOptions } from "../../../../../lib/cli-kit/options";
import { genesisAccountBalance, genesisBondDenom } from "../../genesis/staking";

interface GentxFlags {
  chainId?: string;
  moniker?: string;
  pubkey?: string;
  nodeId?: string;
  ip?: string;
  p2pPort: string;
  commissionRate: string;
  commissionMaxRate: string;
  commissionMaxChangeRate: string;
  minSelfDelegation: string;
  details: string;
  website: string;
  identity: string;
  securityContact: string;
  outputDocument?: string;
  gas: string;
}

/**
 * `genesis gentx <key> <amount>`: this node's genesis transaction, as SDK v0.47's: one MsgCreateValidator
 * self-delegating `amount` from the key's genesis account with this node's consensus key, signed offline with
 * account number and sequence 0 (what InitChain verifies at height 0), its memo the node's `<id>@<ip>:<port>`
 * (collect-gentxs makes the peer list from them). Written to config/gentx/gentx-<node id>.json.
 */
export function registerGentx(genesis: Command, ctx: LedgerContext): void {
  genesis
    .command("gentx")
    .description("Sign this node's genesis transaction: a validator created with a self-delegation from a genesis account")
    .argument("<key_name>", "the key in the keyring whose genesis account self-delegates (it becomes the validator's operator)")
    .argument("<amount>", "the self-delegation, e.g. 10000000uhid (in the bond denom)")
    .addOption(keyringBackendOption())
    .addOption(new Option("--chain-id <id>", "the chain ID (default: genesis.json's)"))
    .addOption(new Option("--moniker <name>", "the validator's name (default: config.toml's moniker)"))
    .addOption(new Option("--pubkey <json>", "the consensus key (default: this node's config/priv_validator_key.json)"))
    .addOption(new Option("--node-id <id>", "the node ID in the memo (default: this node's config/node_key.json)"))
    .addOption(new Option("--ip <address>", "the address peers dial, in the memo (default: this machine's first non-loopback IPv4)"))
    .addOption(new Option("--p2p-port <port>", "the P2P port in the memo").default("26656"))
    .addOption(new Option("--commission-rate <dec>", "the initial commission rate").default("0.1"))
    .addOption(new Option("--commission-max-rate <dec>", "the highest commission rate it may ever set").default("0.2"))
    .addOption(new Option("--commission-max-change-rate <dec>", "the most the rate may change in a day").default("0.01"))
    .addOption(new Option("--min-self-delegation <uhid>", "below this self-delegation the validator is jailed").default("1"))
    .addOption(new Option("--details <text>", "the validator's details").default(""))
    .addOption(new Option("--website <url>", "the validator's website").default(""))
    .addOption(new Option("--identity <text>", "an identity signature (e.g. a Keybase key fingerprint)").default(""))
    .addOption(new Option("--security-contact <email>", "whom to tell of security problems").default(""))
    .addOption(new Option("--gas <limit>", "the transaction's gas limit (no fee is paid at genesis)").default("200000"))
    .addOption(new Option("--output-document <file>", "write the gentx here instead of config/gentx/gentx-<node id>.json"))
    .action(async (keyName: string, amountText: string, opts: GentxFlags, self: Command) => {
      const { home } = globalOptions(self);
      const layout = homeLayout(home);
      const doc = readGenesisFile(layout.genesis);
      const codec = new AddressCodec(genesisBech32Prefix(doc));
      const amount = oneCoin(amountText);
      const bondDenom = genesisBondDenom(doc);
      if (amount.denom !== bondDenom) throw new Error(`the self-delegation must be in the bond denom ${bondDenom}, got ${amountText}`);

      const keyring = keyringFor(self);
      const key = await keyring.get(keyName).catch((err: unknown) => {
        throw err instanceof KeyNotFoundError ? new Error(`${keyName} is not a key in the ${keyring.backend} keyring`) : err;
      });
      const balance = genesisAccountBalance(doc, key.address, bondDenom);
      if (balance < amount.amount) {
        throw new Error(`${key.address} has ${balance}${bondDenom} in genesis, less than the ${amountText} it would self-delegate: genesis add-account first`);
      }
      const consensusKey = opts.pubkey === undefined ? readPrivValidatorKey(layout.privValidatorKey).publicKey : parsePublicKeyJson(opts.pubkey);
      const nodeId = opts.nodeId ?? nodeIdOf(readNodeKey(layout.nodeKey).publicKey);
      const moniker = opts.moniker ?? readCometConfig(home).moniker;
      if (moniker.trim() === "") throw new Error("--moniker is required: config.toml has none");

      const msg = MsgCreateValidator.fromPartial({
        description: { moniker, identity: opts.identity, website: opts.website, securityContact: opts.securityContact, details: opts.details },
        commission: {
          rate: decFlag(opts.commissionRate, "--commission-rate"),
          maxRate: decFlag(opts.commissionMaxRate, "--commission-max-rate"),
          maxChangeRate: decFlag(opts.commissionMaxChangeRate, "--commission-max-change-rate"),
        },
        minSelfDelegation: positive(opts.minSelfDelegation, "--min-self-delegation"),
        delegatorAddress: key.address,
        validatorAddress: codec.validators.encode(codec.decode(key.address)),
        pubkey: ed25519PubKeyAny(consensusKey),
        value: { denom: amount.denom, amount: amount.amount.toString() },
      });
      const body = TxBody.fromPartial({
        messages: [messageToAny(MSG_CREATE_VALIDATOR, msg)],
        memo: `${nodeId}@${opts.ip ?? externalIp()}:${port(opts.p2pPort)}`,
      });
      const signed = await signDirect(await keyring.signer(key.address), key.address, {
        body,
        authInfo: authInfo([directSignerInfo(secp256k1PubKeyAny(key.pubkey), 0n)], {
          amount: [],
          gasLimit: BigInt(positive(opts.gas, "--gas")),
          payer: "",
          granter: "",
        }),
        chainId: opts.chainId ?? doc.chain_id,
        accountNumber: 0n,
      });
      const file = opts.outputDocument ?? path.join(layout.configDir, "gentx", `gentx-${nodeId}.json`);
      if (fs.existsSync(file)) throw new Error(`${file} already exists: remove it to sign a new gentx`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(txToJson(signed.tx, ctx.messages))}\n`);
      ctx.err(`Genesis transaction written to "${file}"\n`);
    });
}

function oneCoin(text: string) {
  let coins;
  try {
    coins = parseCoins(text);
  } catch (err) {
    throw new Error(`invalid amount ${JSON.stringify(text)}: ${(err as Error).message}`);
  }
  if (coins.length !== 1 || coins[0]!.amount === 0n)
    throw new Error(`invalid amount ${JSON.stringify(text)}: expected one positive coin, such as 10000000uhid`);
  return coins[0]!;
}

function decFlag(text: string, flag: string): string {
  try {
    return parseDec(text).toString();
  } catch {
    throw new Error(`invalid ${flag} ${JSON.stringify(text)}: expected a decimal such as 0.1`);
  }
}

function positive(text: string, flag: string): string {
  if (!/^[0-9]+$/.test(text) || BigInt(text) === 0n) throw new Error(`invalid ${flag} ${JSON.stringify(text)}: expected a positive integer`);
  return BigInt(text).toString();
}

function port(text: string): string {
  if (!/^[0-9]+$/.test(text) || Number(text) < 1 || Number(text) > 65535) throw new Error(`invalid --p2p-port ${JSON.stringify(text)}`);
  return text;
}

/** The first non-internal IPv4 address of this machine (the SDK's `server.ExternalIP`), else loopback. */
function externalIp(): string {
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) if (address.family === "IPv4" && !address.internal) return address.address;
  }
  return "127.0.0.1";
}
