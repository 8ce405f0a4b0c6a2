import { ClientState, ConsensusState, Header, Misbehaviour } from "cosmjs-types-ibc-v7/ibc/lightclients/tendermint/v1/tendermint";
import { msgAnyTypes } from "../../codec/proto-codec";
import type { ModuleDescriptor } from "../../module-kit/descriptor";
import type { AppModule } from "../../module-kit/module";
import type { AddressCodec } from "../../types/address";
import { CHANNEL_MSG_TYPES, channelMsgRoutes } from "./channel/msgs";
import { channelQueryRoutes } from "./channel/queries";
import { channelRestRoutes } from "./channel/rest";
import { IBC_MESSAGE_CODECS, registerIbcQueryCommands } from "./cli";
import { TENDERMINT_HEADER_TYPE_URL, TENDERMINT_MISBEHAVIOUR_TYPE_URL } from "./client/keeper";
import { CLIENT_MSG_TYPES, clientMsgRoutes } from "./client/msgs";
import { clientQueryRoutes } from "./client/queries";
import { clientRestRoutes } from "./client/rest";
import { TENDERMINT_CLIENT_STATE_TYPE_URL, TENDERMINT_CONSENSUS_STATE_TYPE_URL } from "./client/tendermint-store";
import { CONNECTION_MSG_TYPES, connectionMsgRoutes } from "./connection/msgs";
import { connectionQueryRoutes } from "./connection/queries";
import { connectionRestRoutes } from "./connection/rest";
import { defaultIbcGenesis, exportIbcGenesis, ibcGenesisToJson, initIbcGenesis, parseIbcGenesis, validateIbcGenesis } from "./genesis";
import { IbcKeeper } from "./keeper";
import { IBC_MODULE_NAME, IBC_STORE_KEY } from "./types/keys";

/** IBC core (ibc-go v7): light clients of other chains, connections and channels to them, packets. Applications (ICS-20) bind ports on its keeper. */
export const ibcModule: ModuleDescriptor<IbcKeeper> = {
  name: IBC_MODULE_NAME,
  anyTypes: [
    ...msgAnyTypes(CLIENT_MSG_TYPES),
    ...msgAnyTypes(CONNECTION_MSG_TYPES),
    ...msgAnyTypes(CHANNEL_MSG_TYPES),
    { typeUrl: TENDERMINT_CLIENT_STATE_TYPE_URL, codec: ClientState },
    { typeUrl: TENDERMINT_CONSENSUS_STATE_TYPE_URL, codec: ConsensusState },
    { typeUrl: TENDERMINT_HEADER_TYPE_URL, codec: Header },
    { typeUrl: TENDERMINT_MISBEHAVIOUR_TYPE_URL, codec: Misbehaviour },
  ],
  createKeeper: () => new IbcKeeper(),
  createModule: (keeper, build) => createIbcModule(keeper, build.addressCodec),
  restRoutes: [...clientRestRoutes, ...connectionRestRoutes, ...channelRestRoutes],
  cli: { messages: IBC_MESSAGE_CODECS, registerQuery: registerIbcQueryCommands },
};

export function createIbcModule(keeper: IbcKeeper, addressCodec: AddressCodec): AppModule {
  return {
    name: IBC_MODULE_NAME,
    consensusVersion: 4n,
    storeKeys: [IBC_STORE_KEY],
    msgRoutes: [
      ...clientMsgRoutes(keeper.clients, addressCodec),
      ...connectionMsgRoutes(keeper.connections, addressCodec),
      ...channelMsgRoutes(keeper.channels, addressCodec),
    ],
    queryRoutes: [...clientQueryRoutes(keeper.clients), ...connectionQueryRoutes(keeper.connections), ...channelQueryRoutes(keeper.channels)],
    defaultGenesis: () => ibcGenesisToJson(defaultIbcGenesis()),
    validateGenesis: (genesis) => validateIbcGenesis(parseIbcGenesis(genesis)),
    initGenesis: (ctx, genesis) => initIbcGenesis(ctx, keeper, parseIbcGenesis(genesis)),
    exportGenesis: (ctx) => ibcGenesisToJson(exportIbcGenesis(ctx, keeper)),
  };
}
