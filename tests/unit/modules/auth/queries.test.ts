import { BaseAccount, ModuleAccount } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import { PubKey } from "cosmjs-types/cosmos/crypto/secp256k1/keys";
import { createAuthModule } from "../../../../abci-app/src/modules/auth/module";
import { AddressCodec, moduleAddress } from "../../../../abci-app/src/types/address";
import { AppError } from "../../../../abci-app/src/types/errors";
import { ErrInvalidRequest, ErrKeyNotFound } from "../../../../abci-app/src/types/sdk-errors";
import { addressOf, newAuth, newContext } from "./setup";

const pubKey = {
  typeUrl: "/cosmos.crypto.secp256k1.PubKey",
  value: PubKey.encode({ key: Buffer.from("0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798", "hex") }).finish(),
};
const page = (p: Partial<{ key: Uint8Array; offset: bigint; limit: bigint; countTotal: boolean; reverse: boolean }>) => ({
  key: new Uint8Array(),
  offset: 0n,
  limit: 0n,
  countTotal: false,
  reverse: false,
  ...p,
});

/** fee_collector (number 0, from genesis), then five accounts at addresses 01…05… (numbers 1-5); mint is created on first use. */
function setup() {
  const { keeper, registry } = newAuth({ moduleAccountPermissions: { mint: ["minter"] } });
  const ctx = newContext("query");
  const module = createAuthModule(keeper, registry);
  module.initGenesis(ctx, module.defaultGenesis());
  for (const i of [1, 2, 3, 4, 5]) keeper.setAccount(ctx, keeper.newAccountWithAddress(ctx, addressOf(i)));
  keeper.setAccount(ctx, { ...keeper.getAccount(ctx, addressOf(3))!, pubKey, sequence: 4n });
  const routes = new Map(module.queryRoutes.map((r) => [r.path.split("/").pop()!, r]));
  const query = (method: string, req: unknown): any => routes.get(method)!.handle(ctx, req);
  return { keeper, ctx, query, enc: (a: Uint8Array) => keeper.addressCodec.encode(a) };
}

function failure(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("expected the query to fail");
}

const addressesOf = (accounts: { typeUrl: string; value: Uint8Array }[]) =>
  accounts.map((a) => (a.typeUrl.endsWith("BaseAccount") ? BaseAccount.decode(a.value).address : ModuleAccount.decode(a.value).baseAccount!.address));

describe("auth queries", () => {
  it("Account returns the stored account as an Any of BaseAccount", () => {
    const q = setup();
    const { account } = q.query("Account", { address: q.enc(addressOf(3)) });
    expect(account.typeUrl).toBe("/cosmos.auth.v1beta1.BaseAccount");
    expect(BaseAccount.decode(account.value)).toEqual({ address: q.enc(addressOf(3)), pubKey, accountNumber: 3n, sequence: 4n });
  });

  it("Account of an unknown address fails with the NotFound text cosmjs maps to null", () => {
    const q = setup();
    const address = q.enc(addressOf(9));
    const err = failure(() => q.query("Account", { address }));
    expect(ErrKeyNotFound.is(err)).toBe(true);
    expect(err.message).toBe(`rpc error: code = NotFound desc = account ${address} not found: key not found`);
    expect(err.message).toMatch(/rpc error: code = NotFound/);
  });

  it.each([
    ["Account", { address: "" }, "address cannot be empty"],
    ["Account", { address: "hid1zzz" }, "invalid address hid1zzz"],
    ["Account", { address: new AddressCodec("cosmos").encode(addressOf(1)) }, "invalid Bech32 prefix; expected hid, got cosmos"],
    ["AccountInfo", { address: "x" }, "invalid address x"],
    ["ModuleAccountByName", { name: " " }, "module name is empty"],
    ["AddressBytesToString", { addressBytes: new Uint8Array() }, "empty address bytes is not allowed"],
    ["AddressBytesToString", { addressBytes: new Uint8Array(256) }, "address length must be 1 to 255 bytes, got 256"],
    ["AddressStringToBytes", { addressString: " " }, "empty address string is not allowed"],
    ["AddressStringToBytes", { addressString: "hid1nope" }, "invalid address hid1nope"],
    ["AccountAddressByID", { id: 3n, accountId: 0n }, "requesting with id isn't supported, try to request using account-id"],
    ["Accounts", { pagination: page({ key: new Uint8Array([1]), offset: 1n }) }, "either offset or key is expected, got both"],
    ["Params", null, "empty request"],
  ])("%s rejects invalid argument case %#", (method, req, text) => {
    const q = setup();
    const err = failure(() => q.query(method, req));
    expect(ErrInvalidRequest.is(err)).toBe(true);
    expect(err.message).toMatch(/^rpc error: code = InvalidArgument desc = /);
    expect(err.message).toContain(text);
  });

  describe("Accounts pagination", () => {
    const all = (q: ReturnType<typeof setup>) => [1, 2, 3, 4, 5].map((i) => q.enc(addressOf(i)));

    it("without pagination lists every account by address bytes and counts them", () => {
      const q = setup();
      const res = q.query("Accounts", {});
      expect(addressesOf(res.accounts).slice(0, 5)).toEqual(all(q));
      expect(res.pagination.total).toBe(6n);
    });

    it("limit, then key, page through the accounts", () => {
      const q = setup();
      const first = q.query("Accounts", { pagination: page({ limit: 2n }) });
      expect(addressesOf(first.accounts)).toEqual(all(q).slice(0, 2));
      expect(first.pagination.nextKey).toEqual(addressOf(3));
      const second = q.query("Accounts", { pagination: page({ key: first.pagination.nextKey, limit: 2n }) });
      expect(addressesOf(second.accounts)).toEqual(all(q).slice(2, 4));
    });

    it("offset with count_total, and reverse", () => {
      const q = setup();
      const res = q.query("Accounts", { pagination: page({ offset: 1n, limit: 1n, countTotal: true }) });
      expect(addressesOf(res.accounts)).toEqual([q.enc(addressOf(2))]);
      expect(res.pagination.total).toBe(6n);
      const reversed = q.query("Accounts", { pagination: page({ key: addressOf(2), limit: 2n, reverse: true }) });
      expect(addressesOf(reversed.accounts)).toEqual([q.enc(addressOf(2)), q.enc(addressOf(1))]);
      expect(reversed.pagination.nextKey).toEqual(new Uint8Array());
    });
  });

  it("AccountInfo returns the account as a BaseAccount; NotFound when absent", () => {
    const q = setup();
    expect(q.query("AccountInfo", { address: q.enc(addressOf(3)) })).toEqual({
      info: { address: q.enc(addressOf(3)), pubKey, accountNumber: 3n, sequence: 4n },
    });
    expect(ErrKeyNotFound.is(failure(() => q.query("AccountInfo", { address: q.enc(addressOf(8)) })))).toBe(true);
  });

  it("AccountAddressByID finds the address of an account number; NotFound for an unused one", () => {
    const q = setup();
    expect(q.query("AccountAddressByID", { id: 0n, accountId: 4n })).toEqual({ accountAddress: q.enc(addressOf(4)) });
    const err = failure(() => q.query("AccountAddressByID", { id: 0n, accountId: 99n }));
    expect(err.message).toBe("rpc error: code = NotFound desc = account address not found with account number 99: key not found");
  });

  it("Params returns the genesis params", () => {
    const q = setup();
    expect(q.query("Params", {}).params).toEqual({
      maxMemoCharacters: 256n,
      txSigLimit: 7n,
      txSizeCostPerByte: 10n,
      sigVerifyCostEd25519: 590n,
      sigVerifyCostSecp256k1: 1000n,
    });
  });

  it("ModuleAccounts lists every configured module account by name", () => {
    const q = setup();
    const accounts = q.query("ModuleAccounts", {}).accounts.map((a: { value: Uint8Array }) => ModuleAccount.decode(a.value));
    expect(accounts.map((a: ModuleAccount) => [a.name, a.permissions])).toEqual([
      ["fee_collector", []],
      ["mint", ["minter"]],
    ]);
  });

  it("ModuleAccountByName returns the account; NotFound for a module the app lacks", () => {
    const q = setup();
    const { account } = q.query("ModuleAccountByName", { name: "fee_collector" });
    expect(account.typeUrl).toBe("/cosmos.auth.v1beta1.ModuleAccount");
    expect(ModuleAccount.decode(account.value).baseAccount!.address).toBe(q.enc(moduleAddress("fee_collector")));
    const err = failure(() => q.query("ModuleAccountByName", { name: "staking" }));
    expect(err.message).toBe("rpc error: code = NotFound desc = account staking not found: key not found");
  });

  it("Bech32Prefix, AddressBytesToString and AddressStringToBytes use the chain's prefix", () => {
    const q = setup();
    expect(q.query("Bech32Prefix", {})).toEqual({ bech32Prefix: "hid" });
    const text = q.query("AddressBytesToString", { addressBytes: addressOf(6) }).addressString;
    expect(text).toBe(q.enc(addressOf(6)));
    expect(q.query("AddressStringToBytes", { addressString: text })).toEqual({ addressBytes: addressOf(6) });
  });
});
