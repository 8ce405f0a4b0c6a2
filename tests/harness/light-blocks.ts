import fs from "node:fs";
import path from "node:path";
import type { Header as TendermintHeader } from "cosmjs-types-ibc-v7/ibc/lightclients/tendermint/v1/tendermint";
import type { Validator } from "cosmjs-types/tendermint/types/validator";
import { getBlock } from "../../abci-app/src/comet/block";
import type { CometRpcClient } from "../../abci-app/src/comet/rpc-client";
import { signEd25519 } from "../../abci-app/src/crypto/ed25519";
import { headerHash } from "../../abci-app/src/light-client/header-hash";
import { revisionNumber } from "../../abci-app/src/light-client/tendermint-client";
import { precommitSignBytes } from "../../abci-app/src/light-client/vote-sign-bytes";

/** Blocks of a real chain as a light client receives them: signed headers, their validator sets, IBC update headers. */
export class LightBlocks {
  constructor(
    private readonly rpc: CometRpcClient,
    private readonly chainId: string,
    /** The node's home, whose priv_validator_key.json signs forged blocks. */
    private readonly home: string,
  ) {}

  /** Block `height`, its ID, the commit for it (in the next block) and the validator set that signed it. */
  async signedBlock(height: bigint) {
    const [{ blockId, block }, next, validators] = await Promise.all([getBlock(this.rpc, height), getBlock(this.rpc, height + 1n), this.validatorsAt(height)]);
    return { blockId, header: block.header, commit: next.block.lastCommit!, validators };
  }

  async validatorsAt(height: bigint): Promise<Validator[]> {
    const result = (await this.rpc.call("validators", { height: height.toString() })) as {
      validators: { address: string; pub_key: { type: string; value: string }; voting_power: string }[];
    };
    return result.validators.map((v) => ({
      address: Buffer.from(v.address, "hex"),
      pubKey: { ed25519: Buffer.from(v.pub_key.value, "base64") },
      votingPower: BigInt(v.voting_power),
      proposerPriority: 0n,
    }));
  }

  /** What a relayer sends in MsgUpdateClient: block `height` signed, trusted from the client's state at `trusted`. */
  async updateFor(height: bigint, trusted: bigint): Promise<TendermintHeader> {
    const block = await this.signedBlock(height);
    return {
      signedHeader: { header: block.header, commit: block.commit },
      validatorSet: setOf(block.validators),
      trustedHeight: { revisionNumber: revisionNumber(this.chainId), revisionHeight: trusted },
      trustedValidators: setOf(await this.validatorsAt(trusted + 1n)),
    };
  }

  /** The same update for a second block at its height, with another app hash, signed by the chain's own validator key: a double sign. */
  forge(honest: TendermintHeader, sign: (message: Uint8Array, privateKey: Uint8Array) => Uint8Array = signEd25519): TendermintHeader {
    const key = JSON.parse(fs.readFileSync(path.join(this.home, "config", "priv_validator_key.json"), "utf8")) as { priv_key: { value: string } };
    const header = { ...honest.signedHeader!.header!, appHash: new Uint8Array(32).fill(1) };
    const commit = honest.signedHeader!.commit!;
    const blockId = { ...commit.blockId, hash: headerHash(header) };
    const signatures = commit.signatures.map((sig) => ({
      ...sig,
      signature: sign(
        precommitSignBytes({ chainId: this.chainId, height: commit.height, round: commit.round, blockId, timestamp: sig.timestamp }),
        Buffer.from(key.priv_key.value, "base64"),
      ),
    }));
    return { ...honest, signedHeader: { header, commit: { ...commit, blockId, signatures } } };
  }
}

function setOf(validators: Validator[]) {
  return { validators, proposer: validators[0], totalVotingPower: 0n };
}

/** One second after the header's time: a verifier's clock just after the block. */
export function justAfter(header: TendermintHeader) {
  const time = header.signedHeader!.header!.time;
  return { ...time, seconds: time.seconds + 1n };
}
