import { DenomTrace } from "cosmjs-types-ibc-v7/ibc/applications/transfer/v1/transfer";
import { msgAnyTypes } from "../../codec/proto-codec";
import type { ModuleDescriptor } from "../../module-kit/descriptor";
import type { AppModule } from "../../module-kit/module";
import { BURNER, MINTER } from "../auth/types/account";
import { bankModule } from "../bank/module";
import { ibcModule } from "../ibc/module";
import { MSG_TRANSFER, registerTransferQueryCommands, registerTransferTxCommands } from "./cli";
import {
  defaultTransferGenesis,
  exportTransferGenesis,
  initTransferGenesis,
  parseTransferGenesis,
  transferGenesisToJson,
  validateTransferGenesis,
} from "./genesis";
import { transferIbcApp } from "./ibc-app";
import { TransferKeeper } from "./keeper/keeper";
import { transferMsgRoutes } from "./msgs";
import { transferQueryRoutes } from "./queries";
import { transferRestRoutes } from "./rest";
import { TRANSFER_MODULE_NAME, TRANSFER_PORT_ID, TRANSFER_STORE_KEY } from "./types/keys";
import { TRANSFER_MSG_TYPE } from "./types/msgs";

/** ICS-20 fungible token transfer (ibc-go v7's `transfer`): bound to the `transfer` port of IBC core. */
export const transferModule: ModuleDescriptor<TransferKeeper> = {
  name: TRANSFER_MODULE_NAME,
  anyTypes: [...msgAnyTypes([TRANSFER_MSG_TYPE]), { typeUrl: "/ibc.applications.transfer.v1.DenomTrace", codec: DenomTrace }],
  moduleAccounts: { [TRANSFER_MODULE_NAME]: [MINTER, BURNER] },
  createKeeper: (build) => {
    const ibc = build.keeper(ibcModule);
    const keeper = new TransferKeeper({ bank: build.keeper(bankModule), channels: ibc.channels, addressCodec: build.addressCodec });
    ibc.ports.bind(TRANSFER_PORT_ID, transferIbcApp(keeper));
    return keeper;
  },
  createModule: (keeper) => createTransferModule(keeper),
  restRoutes: transferRestRoutes,
  cli: { messages: [MSG_TRANSFER], registerTx: registerTransferTxCommands, registerQuery: registerTransferQueryCommands },
};

export function createTransferModule(keeper: TransferKeeper): AppModule {
  return {
    name: TRANSFER_MODULE_NAME,
    consensusVersion: 3n,
    storeKeys: [TRANSFER_STORE_KEY],
    msgRoutes: transferMsgRoutes(keeper),
    queryRoutes: transferQueryRoutes(keeper),
    defaultGenesis: () => transferGenesisToJson(defaultTransferGenesis()),
    validateGenesis: (genesis) => validateTransferGenesis(parseTransferGenesis(genesis)),
    initGenesis: (ctx, genesis) => initTransferGenesis(ctx, keeper, parseTransferGenesis(genesis)),
    exportGenesis: (ctx) => transferGenesisToJson(exportTransferGenesis(ctx, keeper)),
  };
}
