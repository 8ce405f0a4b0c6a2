import { TypeRegistry } from "../codec/registry";
import { AuthKeeper } from "../modules/auth/keeper/keeper";
import { createAuthModule } from "../modules/auth/module";
import { genesisBech32Prefix } from "../modules/auth/types/genesis-json";
import { AuthzKeeper } from "../modules/authz/keeper/keeper";
import { createAuthzModule } from "../modules/authz/module";
import { genericAuthorization } from "../modules/authz/types/generic-authorization";
import { BankKeeper } from "../modules/bank/keeper/keeper";
import { createBankModule } from "../modules/bank/module";
import { FeegrantKeeper } from "../modules/feegrant/keeper/keeper";
import { createFeegrantModule } from "../modules/feegrant/module";
import { sendAuthorization } from "../modules/bank/types/send-authorization";
import { SsiKeeper } from "../modules/ssi/keeper/keeper";
import { createSsiModule } from "../modules/ssi/module";
import { AddressCodec } from "../types/address";
import type { AppWiring } from "./app";
import { ModuleManager } from "./module-manager";

/** The keepers and modules of one app instance, built once and handed to the App and the servers. */
export interface IdledgerWiring extends AppWiring {
  readonly addressCodec: AddressCodec;
  readonly authKeeper: AuthKeeper;
  readonly bankKeeper: BankKeeper;
  readonly ssiKeeper: SsiKeeper;
  readonly authzKeeper: AuthzKeeper;
  readonly feegrantKeeper: FeegrantKeeper;
}

/**
 * Builds the keepers and the modules in their genesis order: auth first (it sets the bech32 prefix), bank, ssi,
 * authz, feegrant (its genesis creates grantees' accounts). The authz keeper gets the message router once every
 * module's routes are in it.
 */
export function createWiring(): IdledgerWiring {
  const registry = new TypeRegistry();
  const addressCodec = new AddressCodec();
  const authKeeper = new AuthKeeper({ addressCodec });
  const bankKeeper = new BankKeeper({ accountKeeper: authKeeper });
  const ssiKeeper = new SsiKeeper({ addressCodec });
  const feegrantKeeper = new FeegrantKeeper({ accountKeeper: authKeeper, bankKeeper });
  const authzKeeper = new AuthzKeeper({ accountKeeper: authKeeper, bankKeeper, authorizations: [genericAuthorization, sendAuthorization] });
  const modules = new ModuleManager([
    createAuthModule(authKeeper, registry),
    createBankModule(bankKeeper, registry),
    createSsiModule(ssiKeeper, registry),
    createAuthzModule(authzKeeper, registry),
    createFeegrantModule(feegrantKeeper, registry),
  ]);
  authzKeeper.setRouter(modules.msgRouter);
  return {
    registry,
    addressCodec,
    authKeeper,
    bankKeeper,
    ssiKeeper,
    authzKeeper,
    feegrantKeeper,
    modules,
    accountKeeper: authKeeper,
    prepareGenesis: (appState) => addressCodec.usePrefix(genesisBech32Prefix(appState.auth ?? {})),
    restore: (ctx) => authKeeper.loadPrefix(ctx),
  };
}
