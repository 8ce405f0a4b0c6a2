/** The module's name: its genesis section, store name and module account (which may mint). */
export const MINT_MODULE_NAME = "mint";
export const MINT_STORE_KEY = "mint";

/* Store layout, Cosmos SDK v0.47 x/mint (types/keys.go): 0x00 Minter, 0x01 Params. */
export const MINTER_KEY = Uint8Array.of(0x00);
export const PARAMS_KEY = Uint8Array.of(0x01);
