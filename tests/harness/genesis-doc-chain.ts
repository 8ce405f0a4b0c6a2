import type { RequestInitChain, ResponseInitChain } from "cosmjs-types/tendermint/abci/types";
import { ConsensusParams } from "cosmjs-types/tendermint/types/params";
import type { AbciCaller } from "../../abci-app/src/abci/caller";
import { LocalAbciClient } from "../../abci-app/src/abci/local-client";
import type { IdledgerApp } from "../../abci-app/src/app/app";
import { openApp } from "../../abci-app/src/app/open";
import type { ConsensusParams as ConsensusParamsJson, GenesisDoc } from "../../abci-app/src/cli-kit/genesis/doc";
import { timestampFromJson } from "../../abci-app/src/types/time";
import { parseDecCoins } from "../../abci-app/src/types/coins";
import { silentLogger } from "../../lib/logger";
import { TestChain } from "./chain";

const NANOS_PER_SECOND = 1_000_000_000n;

/** A genesis file's consensus parameters as CometBFT sends them in InitChain. */
export function consensusParamsFromJson(json: ConsensusParamsJson): ConsensusParams {
  const age = BigInt(json.evidence.max_age_duration);
  return ConsensusParams.fromPartial({
    block: { maxBytes: BigInt(json.block.max_bytes), maxGas: BigInt(json.block.max_gas) },
    evidence: {
      maxAgeNumBlocks: BigInt(json.evidence.max_age_num_blocks),
      maxAgeDuration: { seconds: age / NANOS_PER_SECOND, nanos: Number(age % NANOS_PER_SECOND) },
      maxBytes: BigInt(json.evidence.max_bytes),
    },
    validator: { pubKeyTypes: [...json.validator.pub_key_types] },
    version: { app: BigInt(json.version.app) },
    abci: { voteExtensionsEnableHeight: BigInt(json.abci.vote_extensions_enable_height) },
  });
}

/** The InitChain request CometBFT v0.38 makes from a genesis file: its time, chain ID, parameters, validators, app_state and initial height. */
export function initChainRequest(doc: GenesisDoc): RequestInitChain {
  const validators = doc.validators as { pub_key: { value: string }; power: string }[];
  return {
    time: timestampFromJson(doc.genesis_time, "genesis_time"),
    chainId: doc.chain_id,
    consensusParams: consensusParamsFromJson(doc.consensus_params),
    validators: validators.map((v) => ({ pubKey: { ed25519: Buffer.from(v.pub_key.value, "base64") }, power: BigInt(v.power) })),
    appStateBytes: new TextEncoder().encode(JSON.stringify(doc.app_state)),
    initialHeight: BigInt(doc.initial_height),
  };
}

export interface GenesisDocChain {
  readonly chain: TestChain;
  readonly app: IdledgerApp;
  /** InitChain's answer; undefined when the state had committed blocks (a restart). */
  readonly initChain: ResponseInitChain | undefined;
  close(): Promise<void>;
}

/**
 * A TestChain on `dataDir` started from a genesis file as CometBFT starts one: a new state gets InitChain from the
 * file (initChainRequest) and its first block at the file's initial height; a state with committed blocks restarts.
 */
export async function startFromGenesisDoc(dataDir: string, doc: GenesisDoc): Promise<GenesisDocChain> {
  const opened = await openApp({ dataDir, logger: silentLogger, minGasPrices: parseDecCoins("0uhid") });
  const client = new LocalAbciClient(opened.app) as unknown as AbciCaller;
  const request = initChainRequest(doc);
  let initChain: ResponseInitChain | undefined;
  const caller: AbciCaller = {
    ...client,
    initChain: async () => {
      initChain = await client.initChain(request);
      return initChain;
    },
  };
  try {
    const chain = await TestChain.start({ dataDir, chainId: doc.chain_id, caller });
    if (initChain !== undefined) chain.height = request.initialHeight - 1n;
    return { chain, app: opened.app, initChain, close: () => opened.close() };
  } catch (err) {
    await opened.close();
    throw err;
  }
}
