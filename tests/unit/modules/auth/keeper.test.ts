import { PubKey } from "cosmjs-types/cosmos/crypto/secp256k1/keys";
import { Any } from "cosmjs-types/google/protobuf/any";
import { BaseAccount } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import { AuthKeeper } from "../../../../abci-app/src/modules/auth/keeper/keeper";
import { MINTER, type ModuleAccount } from "../../../../abci-app/src/modules/auth/types/account";
import { accountKey, GLOBAL_ACCOUNT_NUMBER_KEY } from "../../../../abci-app/src/modules/auth/types/keys";
import { DEFAULT_AUTH_PARAMS } from "../../../../abci-app/src/modules/auth/types/params";
import { moduleAddress } from "../../../../abci-app/src/types/address";
import { addressOf, newAuth, newContext } from "./setup";

const pubKey = {
  typeUrl: "/cosmos.crypto.secp256k1.PubKey",
  value: PubKey.encode({ key: Buffer.from("0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798", "hex") }).finish(),
};

describe("AuthKeeper accounts", () => {
  it("hands out account numbers from one counter, without storing the new account", () => {
    const { keeper } = newAuth();
    const ctx = newContext();
    const numbers = [1, 2, 3].map((i) => keeper.newAccountWithAddress(ctx, addressOf(i)).accountNumber);
    expect(numbers).toEqual([0n, 1n, 2n]);
    expect(keeper.hasAccount(ctx, addressOf(1))).toBe(false);
  });

  it("stores an account and reads it back, public key and sequence included", () => {
    const { keeper } = newAuth();
    const ctx = newContext();
    const account = { address: addressOf(1), pubKey, accountNumber: 4n, sequence: 9n };
    keeper.setAccount(ctx, account);
    expect(keeper.getAccount(ctx, addressOf(1))).toEqual(account);
    expect(keeper.getAccountAddressById(ctx, 4n)).toEqual(addressOf(1));
    keeper.removeAccount(ctx, account);
    expect(keeper.getAccount(ctx, addressOf(1))).toBeUndefined();
    expect(keeper.getAccountAddressById(ctx, 4n)).toBeUndefined();
  });

  it("keeps an account as an Any of BaseAccount at 0x01 ‖ address (SDK v0.47 layout)", () => {
    const { keeper } = newAuth();
    const ctx = newContext();
    keeper.setAccount(ctx, keeper.newAccountWithAddress(ctx, addressOf(7)));
    const raw = ctx.multiStore.getKVStore("acc");
    const any = Any.decode(raw.get(accountKey(addressOf(7)))!);
    expect(any.typeUrl).toBe("/cosmos.auth.v1beta1.BaseAccount");
    expect(BaseAccount.decode(any.value)).toEqual({ address: keeper.addressCodec.encode(addressOf(7)), pubKey: undefined, accountNumber: 0n, sequence: 0n });
    expect(Buffer.from(raw.get(GLOBAL_ACCOUNT_NUMBER_KEY)!).toString("hex")).toBe("0801");
  });

  it("iterates accounts in address order and stops when asked", () => {
    const { keeper } = newAuth();
    const ctx = newContext();
    for (const i of [3, 1, 2]) keeper.setAccount(ctx, keeper.newAccountWithAddress(ctx, addressOf(i)));
    const seen: number[] = [];
    keeper.iterateAccounts(ctx, (account) => {
      seen.push(account.address[0]!);
      return seen.length === 2;
    });
    expect(seen).toEqual([1, 2]);
  });
});

describe("AuthKeeper module accounts", () => {
  it("creates a configured module account once, with its permissions and the next account number", () => {
    const { keeper } = newAuth({ moduleAccountPermissions: { mint: [MINTER] } });
    const ctx = newContext();
    keeper.newAccountWithAddress(ctx, addressOf(1));
    const first = keeper.getModuleAccount(ctx, "mint")!;
    expect(first).toEqual({ address: moduleAddress("mint"), pubKey: undefined, accountNumber: 1n, sequence: 0n, moduleName: "mint", permissions: [MINTER] });
    expect(keeper.getModuleAccount(ctx, "mint")).toEqual(first);
  });

  it("knows fee_collector always and no module the app did not configure", () => {
    const { keeper } = newAuth();
    const ctx = newContext();
    expect(keeper.moduleAccountNames()).toEqual(["fee_collector"]);
    expect(keeper.getModuleAccount(ctx, "nowhere")).toBeUndefined();
    expect(keeper.getModuleAddress("nowhere")).toBeUndefined();
    expect(keeper.moduleAddress("nowhere")).toEqual(moduleAddress("nowhere"));
  });

  it("keeps a module account's permissions when it is written back from the Account fields alone", () => {
    const { keeper } = newAuth({ moduleAccountPermissions: { mint: [MINTER] } });
    const ctx = newContext();
    const { address, pubKey: key, accountNumber, moduleName } = keeper.getModuleAccount(ctx, "mint")!;
    keeper.setAccount(ctx, { address, pubKey: key, accountNumber, sequence: 1n, moduleName });
    expect((keeper.getAccount(ctx, address) as ModuleAccount).permissions).toEqual([MINTER]);
  });

  it("refuses a module account at an address where a plain account already lives", () => {
    const { keeper } = newAuth();
    const ctx = newContext();
    keeper.setAccount(ctx, keeper.newAccountWithAddress(ctx, moduleAddress("fee_collector")));
    expect(() => keeper.getModuleAccount(ctx, "fee_collector")).toThrow("is not a module account");
  });

  it("refuses a blank permission in the configuration", () => {
    expect(() => new AuthKeeper({ moduleAccountPermissions: { mint: [" "] } })).toThrow("module account mint: permission cannot be blank");
  });
});

describe("AuthKeeper params and prefix", () => {
  it("returns the default params before genesis and the stored ones after", () => {
    const { keeper } = newAuth();
    const ctx = newContext();
    expect(keeper.getParams(ctx)).toEqual(DEFAULT_AUTH_PARAMS);
    keeper.setParams(ctx, { ...DEFAULT_AUTH_PARAMS, txSigLimit: 3n });
    expect(keeper.getParams(ctx).txSigLimit).toBe(3n);
  });

  it("a restarted keeper restores the prefix from state", () => {
    const ctx = newContext();
    const first = newAuth().keeper;
    first.setBech32Prefix(ctx, "idl");
    expect(first.addressCodec.encode(addressOf(1))).toMatch(/^idl1/);
    const restarted = newAuth().keeper;
    expect(restarted.addressCodec.prefix).toBe("hid");
    expect(restarted.loadPrefix(ctx)).toBe("idl");
    expect(restarted.addressCodec.prefix).toBe("idl");
  });

  it("loadPrefix on an empty state keeps the default", () => {
    expect(newAuth().keeper.loadPrefix(newContext())).toBe("hid");
  });
});
