import type { ModuleDescriptor } from "../../module-kit/descriptor";
import { msgAnyTypes } from "../../codec/proto-codec";
import type { AppModule } from "../../module-kit/module";
import { authModule } from "../auth/module";
import { AUTHORIZATION_INTERFACE } from "../../module-kit/authorization";
import { BANK_MESSAGE_CODECS, registerBankQueryCommands, registerBankTxCommands } from "./cli";
import { exportBankGenesis, initBankGenesis } from "./genesis";
import { BankKeeper } from "./keeper/keeper";
import { bankMsgRoutes } from "./msgs";
import { bankQueryRoutes } from "./queries";
import { bankRestRoutes } from "./rest";
import { defaultBankGenesis, validateBankGenesis } from "./types/genesis";
import { bankGenesisToJson, parseBankGenesis } from "./types/genesis-json";
import { BANK_MODULE_NAME, BANK_STORE_KEY } from "./types/keys";
import { BANK_MSG_TYPES } from "./types/msgs";
import { sendAuthorization } from "./types/send-authorization";

/** Balances, supply and transfers; it offers authz the SendAuthorization kind. */
export const bankModule: ModuleDescriptor<BankKeeper> = {
  name: BANK_MODULE_NAME,
  anyTypes: [...msgAnyTypes(BANK_MSG_TYPES), sendAuthorization],
  implementations: [{ interfaceName: AUTHORIZATION_INTERFACE, value: sendAuthorization }],
  createKeeper: (build) => new BankKeeper({ accountKeeper: build.keeper(authModule) }),
  createModule: (keeper) => createBankModule(keeper),
  restRoutes: bankRestRoutes,
  cli: { messages: BANK_MESSAGE_CODECS, registerTx: registerBankTxCommands, registerQuery: registerBankQueryCommands },
};

/**
 * The bank module. Its genesis addresses are checked with the shared address codec, so the app switches
 * the codec to the auth genesis prefix (auth's `prepareGenesis`) before validating, and runs auth's
 * `initGenesis` first.
 */
export function createBankModule(keeper: BankKeeper): AppModule {
  return {
    name: BANK_MODULE_NAME,
    consensusVersion: 4n,
    storeKeys: [BANK_STORE_KEY],
    msgRoutes: bankMsgRoutes(keeper),
    queryRoutes: bankQueryRoutes(keeper),
    defaultGenesis: () => bankGenesisToJson(defaultBankGenesis()),
    validateGenesis: (genesis) => void validateBankGenesis(parseBankGenesis(genesis), keeper.addressCodec),
    initGenesis: (ctx, genesis) => initBankGenesis(ctx, keeper, parseBankGenesis(genesis)),
    exportGenesis: (ctx) => bankGenesisToJson(exportBankGenesis(ctx, keeper)),
  };
}
