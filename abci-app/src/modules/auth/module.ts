import { BaseAccount, ModuleAccount } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import { PubKey as Ed25519PubKey } from "cosmjs-types/cosmos/crypto/ed25519/keys";
import { PubKey as Secp256k1PubKey } from "cosmjs-types/cosmos/crypto/secp256k1/keys";
import type { TypeRegistry } from "../../codec/registry";
import type { AppModule } from "../../types/module";
import { exportAuthGenesis, initAuthGenesis } from "./genesis";
import type { AuthKeeper } from "./keeper/keeper";
import { authMsgRoutes } from "./msgs";
import { authQueryRoutes } from "./queries";
import { BASE_ACCOUNT_TYPE_URL, MODULE_ACCOUNT_TYPE_URL } from "./types/account";
import { defaultAuthGenesis, validateAuthGenesis } from "./types/genesis";
import { authGenesisToJson, parseAuthGenesis } from "./types/genesis-json";
import { AUTH_MODULE_NAME, AUTH_STORE_KEY } from "./types/keys";
import { ED25519_PUBKEY_TYPE_URL, SECP256K1_PUBKEY_TYPE_URL } from "./types/pubkey";

/** Registers the `Any` types auth owns: the two account types and the secp256k1 / Ed25519 public keys. */
export function registerAuthTypes(registry: TypeRegistry): void {
  registry
    .register(BASE_ACCOUNT_TYPE_URL, BaseAccount)
    .register(MODULE_ACCOUNT_TYPE_URL, ModuleAccount)
    .register(SECP256K1_PUBKEY_TYPE_URL, Secp256k1PubKey)
    .register(ED25519_PUBKEY_TYPE_URL, Ed25519PubKey);
}

/**
 * The auth module. Run its `initGenesis` before any other module's: it sets the bech32 prefix every
 * address check depends on. On restart call `keeper.loadPrefix(ctx)` before serving.
 */
export function createAuthModule(keeper: AuthKeeper, registry: TypeRegistry): AppModule {
  registerAuthTypes(registry);
  return {
    name: AUTH_MODULE_NAME,
    storeKeys: [AUTH_STORE_KEY],
    msgRoutes: authMsgRoutes,
    queryRoutes: authQueryRoutes(keeper),
    defaultGenesis: () => authGenesisToJson(defaultAuthGenesis(), registry),
    validateGenesis: (genesis) => validateAuthGenesis(parseAuthGenesis(genesis, registry)),
    initGenesis: (ctx, genesis) => initAuthGenesis(ctx, keeper, parseAuthGenesis(genesis, registry)),
    exportGenesis: (ctx) => authGenesisToJson(exportAuthGenesis(ctx, keeper), registry),
  };
}
