import { BaseAccount, ModuleAccount } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import { PubKey as Ed25519PubKey } from "cosmjs-types/cosmos/crypto/ed25519/keys";
import { PubKey as Secp256k1PubKey } from "cosmjs-types/cosmos/crypto/secp256k1/keys";
import type { TypeRegistry } from "../../codec/registry";
import type { ModuleDescriptor } from "../../module-kit/descriptor";
import { msgAnyTypes, type AnyType } from "../../codec/proto-codec";
import type { AppModule } from "../../module-kit/module";
import { bech32PrefixOfAuthGenesis } from "../../types/address";
import { AUTH_MESSAGE_CODECS, registerAuthQueryCommands } from "./cli";
import { exportAuthGenesis, initAuthGenesis } from "./genesis";
import { AuthKeeper } from "./keeper/keeper";
import { authMsgRoutes } from "./msgs";
import { authQueryRoutes } from "./queries";
import { authRestRoutes } from "./rest";
import { BASE_ACCOUNT_TYPE_URL, MODULE_ACCOUNT_TYPE_URL } from "./types/account";
import { defaultAuthGenesis, validateAuthGenesis } from "./types/genesis";
import { authGenesisToJson, parseAuthGenesis } from "./types/genesis-json";
import { AUTH_MODULE_NAME, AUTH_STORE_KEY } from "./types/keys";
import { AUTH_MSG_TYPES } from "./types/msgs";
import { ED25519_PUBKEY_TYPE_URL, SECP256K1_PUBKEY_TYPE_URL } from "./types/pubkey";

/** The `Any` types auth owns: its message, the two account types and the secp256k1 / Ed25519 public keys. */
const AUTH_ANY_TYPES: readonly AnyType[] = [
  ...msgAnyTypes(AUTH_MSG_TYPES),
  { typeUrl: BASE_ACCOUNT_TYPE_URL, codec: BaseAccount },
  { typeUrl: MODULE_ACCOUNT_TYPE_URL, codec: ModuleAccount },
  { typeUrl: SECP256K1_PUBKEY_TYPE_URL, codec: Secp256k1PubKey },
  { typeUrl: ED25519_PUBKEY_TYPE_URL, codec: Ed25519PubKey },
];

/** Accounts and their public keys. It must come first in the module list: its genesis sets the bech32 prefix. */
export const authModule: ModuleDescriptor<AuthKeeper> = {
  name: AUTH_MODULE_NAME,
  anyTypes: AUTH_ANY_TYPES,
  createKeeper: (build) => new AuthKeeper({ addressCodec: build.addressCodec, moduleAccountPermissions: build.moduleAccounts }),
  createModule: (keeper, build) => createAuthModule(keeper, build.registry),
  restRoutes: authRestRoutes,
  cli: { messages: AUTH_MESSAGE_CODECS, registerQuery: registerAuthQueryCommands },
};

/**
 * The auth module. Its `prepareGenesis` sets the bech32 prefix every address check depends on, before any genesis
 * section is validated; `restore` reads it back from state when the app starts on existing data.
 */
export function createAuthModule(keeper: AuthKeeper, registry: TypeRegistry): AppModule {
  return {
    name: AUTH_MODULE_NAME,
    consensusVersion: 4n,
    storeKeys: [AUTH_STORE_KEY],
    msgRoutes: authMsgRoutes(keeper),
    queryRoutes: authQueryRoutes(keeper),
    defaultGenesis: () => authGenesisToJson(defaultAuthGenesis()),
    validateGenesis: (genesis) => validateAuthGenesis(parseAuthGenesis(genesis, registry)),
    initGenesis: (ctx, genesis) => initAuthGenesis(ctx, keeper, parseAuthGenesis(genesis, registry)),
    exportGenesis: (ctx) => authGenesisToJson(exportAuthGenesis(ctx, keeper)),
    prepareGenesis: (appState) => keeper.addressCodec.usePrefix(bech32PrefixOfAuthGenesis(appState[AUTH_MODULE_NAME] ?? {})),
    restore: (ctx) => keeper.loadPrefix(ctx),
  };
}
