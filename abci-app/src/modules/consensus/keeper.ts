import { ConsensusParams } from "cosmjs-types/tendermint/types/params";
import { govAuthority } from "../../module-kit/authority";
import type { Context } from "../../module-kit/context";
import type { ConsensusParamsStore } from "../../module-kit/module";
import type { AddressCodec } from "../../types/address";
import { CONSENSUS_STORE_KEY, PARAMS_KEY } from "./types/keys";

/**
 * x/consensus state: CometBFT's consensus parameters under the SDK v0.47 key, written at InitChain from the request
 * and by MsgUpdateParams. The app reads them through `ConsensusParamsStore` (the block gas limit, the updates it hands
 * CometBFT), so there is one copy of them in state.
 */
export class ConsensusKeeper implements ConsensusParamsStore {
  constructor(readonly addressCodec: AddressCodec) {}

  /** The address allowed to change the parameters: the gov account. */
  get authority(): string {
    return govAuthority(this.addressCodec);
  }

  get(ctx: Context): ConsensusParams | undefined {
    const bytes = ctx.kvStore(CONSENSUS_STORE_KEY).get(PARAMS_KEY);
    return bytes === undefined ? undefined : ConsensusParams.decode(bytes);
  }

  set(ctx: Context, params: ConsensusParams): void {
    ctx.kvStore(CONSENSUS_STORE_KEY).set(PARAMS_KEY, ConsensusParams.encode(params).finish());
  }
}
