import type { ModuleDescriptor } from "../../module-kit/descriptor";
import { authModule } from "../auth/module";
import { msgAnyTypes } from "../../codec/proto-codec";
import type { AppModule } from "../../module-kit/module";
import { registerSsiQueryCommands, registerSsiTxCommands, SSI_MESSAGE_CODECS } from "./cli";
import { exportSsiGenesis, initSsiGenesis } from "./genesis";
import { SsiKeeper, type SsiModuleKeeper } from "./keeper/keeper";
import { ssiMsgRoutes } from "./msgs";
import { ssiQueryRoutes } from "./queries";
import { ssiRestRoutes } from "./rest";
import { didResolutionPlugin } from "./resolution/http";
import { defaultSsiGenesis, validateSsiGenesis } from "./types/genesis";
import { parseSsiGenesis, ssiGenesisToJson } from "./types/genesis-json";
import { SSI_MODULE_NAME, SSI_STORE_KEY } from "./types/keys";
import { SSI_MSG_TYPES } from "./types/msgs";

/** DID documents, schemas and credential statuses, with hid-node v0.1's wire identity. */
export const ssiModule: ModuleDescriptor<SsiKeeper> = {
  name: SSI_MODULE_NAME,
  anyTypes: msgAnyTypes(SSI_MSG_TYPES),
  createKeeper: (build) => {
    const auth = build.keeper(authModule);
    return new SsiKeeper({ addressCodec: build.addressCodec, ed25519VerifyGas: (ctx) => auth.getParams(ctx).sigVerifyCostEd25519 });
  },
  createModule: (keeper) => createSsiModule(keeper),
  restRoutes: ssiRestRoutes,
  restPlugins: [didResolutionPlugin],
  cli: { messages: SSI_MESSAGE_CODECS, registerTx: registerSsiTxCommands, registerQuery: registerSsiQueryCommands },
};

/**
 * The ssi module: DID documents, schemas and credential statuses with hid-node v0.1's wire identity.
 * Its `beginBlock` expires credentials; the app runs it at the start of every block, before the txs.
 * It reads auth's params (the gas of a signature check), so it is listed after auth; genesis needs no other module's.
 */
export function createSsiModule(keeper: SsiModuleKeeper): AppModule {
  return {
    name: SSI_MODULE_NAME,
    storeKeys: [SSI_STORE_KEY],
    msgRoutes: ssiMsgRoutes(keeper),
    queryRoutes: ssiQueryRoutes(keeper),
    defaultGenesis: () => ssiGenesisToJson(defaultSsiGenesis()),
    validateGenesis: (genesis) => validateSsiGenesis(parseSsiGenesis(genesis)),
    initGenesis: (ctx, genesis) => initSsiGenesis(ctx, keeper, parseSsiGenesis(genesis)),
    exportGenesis: (ctx) => ssiGenesisToJson(exportSsiGenesis(ctx, keeper)),
    beginBlock: (ctx) => void keeper.expireDueCredentials(ctx),
  };
}
