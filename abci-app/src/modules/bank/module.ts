import { SendAuthorization } from "cosmjs-types/cosmos/bank/v1beta1/authz";
import { MsgMultiSend, MsgMultiSendResponse, MsgSend, MsgSendResponse } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import type { TypeRegistry } from "../../codec/registry";
import type { AppModule } from "../../types/module";
import { exportBankGenesis, initBankGenesis } from "./genesis";
import type { BankKeeper } from "./keeper/keeper";
import { bankMsgRoutes } from "./msgs";
import { bankQueryRoutes } from "./queries";
import { defaultBankGenesis, validateBankGenesis } from "./types/genesis";
import { bankGenesisToJson, parseBankGenesis } from "./types/genesis-json";
import { BANK_MODULE_NAME, BANK_STORE_KEY } from "./types/keys";
import {
  MSG_MULTI_SEND_RESPONSE_TYPE_URL,
  MSG_MULTI_SEND_TYPE_URL,
  MSG_SEND_RESPONSE_TYPE_URL,
  MSG_SEND_TYPE_URL,
} from "./types/msgs";
import { SEND_AUTHORIZATION_TYPE_URL } from "./types/send-authorization";

/** Registers the `Any` types bank owns: MsgSend, MsgMultiSend and their responses, and the authz SendAuthorization. */
export function registerBankTypes(registry: TypeRegistry): void {
  registry
    .register(MSG_SEND_TYPE_URL, MsgSend)
    .register(MSG_SEND_RESPONSE_TYPE_URL, MsgSendResponse)
    .register(MSG_MULTI_SEND_TYPE_URL, MsgMultiSend)
    .register(MSG_MULTI_SEND_RESPONSE_TYPE_URL, MsgMultiSendResponse)
    .register(SEND_AUTHORIZATION_TYPE_URL, SendAuthorization);
}

/**
 * The bank module. Its genesis addresses are checked with the shared address codec, so the app switches
 * the codec to the auth genesis prefix (`genesisBech32Prefix`) before validating, and runs auth's
 * `initGenesis` first.
 */
export function createBankModule(keeper: BankKeeper, registry: TypeRegistry): AppModule {
  registerBankTypes(registry);
  return {
    name: BANK_MODULE_NAME,
    storeKeys: [BANK_STORE_KEY],
    msgRoutes: bankMsgRoutes(keeper),
    queryRoutes: bankQueryRoutes(keeper),
    defaultGenesis: () => bankGenesisToJson(defaultBankGenesis()),
    validateGenesis: (genesis) => void validateBankGenesis(parseBankGenesis(genesis, registry), keeper.addressCodec),
    initGenesis: (ctx, genesis) => initBankGenesis(ctx, keeper, parseBankGenesis(genesis, registry)),
    exportGenesis: (ctx) => bankGenesisToJson(exportBankGenesis(ctx, keeper)),
  };
}
