import { createBankModule } from "../../../../abci-app/src/modules/bank/module";
import { AppError } from "../../../../abci-app/src/types/errors";
import type { QueryRoute } from "../../../../abci-app/src/module-kit/module";
import { ErrInvalidRequest, ErrKeyNotFound } from "../../../../abci-app/src/types/sdk-errors";
import { addressOf, coins, fund, newBank, type Bank } from "./setup";

const alice = addressOf(1);
const bob = addressOf(2);
const DENOMS = ["aaa", "bbb", "ccc", "ddd", "eee"];
const bytes = (s: string) => new TextEncoder().encode(s);
const page = (p: Partial<{ key: Uint8Array; offset: bigint; limit: bigint; countTotal: boolean; reverse: boolean }>) => ({
  key: new Uint8Array(),
  offset: 0n,
  limit: 0n,
  countTotal: false,
  reverse: false,
  ...p,
});

function setup(): Bank & { query: (method: string, req: unknown) => any } {
  const b = newBank("query");
  const module = createBankModule(b.bank);
  fund(
    b,
    alice,
    DENOMS.map((d, i) => ({ denom: d, amount: BigInt(i + 1) })),
  );
  fund(b, bob, coins([7, "ccc"]));
  module.initGenesis(b.ctx, {
    ...(module.defaultGenesis() as object),
    send_enabled: [
      { denom: "aaa", enabled: false },
      { denom: "bbb", enabled: true },
    ],
  });
  const routes = new Map(module.queryRoutes.map((r: QueryRoute) => [r.path, r]));
  const query = (method: string, req: unknown) => {
    const route = routes.get(`/cosmos.bank.v1beta1.Query/${method}`);
    if (route === undefined) throw new Error(`no route ${method}`);
    return route.handle(b.ctx, req);
  };
  return { ...b, query };
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

describe("bank queries", () => {
  it("serves exactly the SDK v0.47 Query service methods", () => {
    const b = newBank();
    const paths = createBankModule(b.bank).queryRoutes.map((r) => r.path.split("/").pop());
    expect(paths.sort()).toEqual(
      [
        "AllBalances",
        "Balance",
        "DenomMetadata",
        "DenomOwners",
        "DenomsMetadata",
        "Params",
        "SendEnabled",
        "SpendableBalanceByDenom",
        "SpendableBalances",
        "SupplyOf",
        "TotalSupply",
      ].sort(),
    );
  });

  it("Balance returns the balance, and a zero coin for an empty one (cosmjs asserts a balance)", () => {
    const q = setup();
    expect(q.query("Balance", { address: q.enc(alice), denom: "ccc" })).toEqual({ balance: { denom: "ccc", amount: "3" } });
    expect(q.query("Balance", { address: q.enc(addressOf(9)), denom: "uhid" })).toEqual({ balance: { denom: "uhid", amount: "0" } });
  });

  it.each([
    ["Balance", { address: "hid1bad", denom: "uhid" }, "rpc error: code = InvalidArgument desc = invalid address hid1bad"],
    ["Balance", { address: "", denom: "uhid" }, "rpc error: code = InvalidArgument desc = address cannot be empty"],
    ["Balance", { address: "", denom: "" }, 'invalid denom: ""'],
    ["AllBalances", { address: "" }, "address cannot be empty"],
    ["SpendableBalances", { address: "nope" }, "invalid address nope"],
    ["SpendableBalanceByDenom", { address: "", denom: "uhid" }, "address cannot be empty"],
    ["SupplyOf", { denom: "x" }, 'invalid denom: "x"'],
    ["DenomMetadata", { denom: "" }, 'invalid denom: ""'],
    ["DenomOwners", { denom: "!!" }, 'invalid denom: "!!"'],
    ["Params", null, "empty request"],
    ["TotalSupply", undefined, "empty request"],
  ])("%s rejects invalid argument case %#", (method, req, text) => {
    const q = setup();
    const err = failure(() => q.query(method, req));
    expect(ErrInvalidRequest.is(err)).toBe(true);
    expect(err.message).toContain(text);
    expect(err.message).toContain("rpc error: code = InvalidArgument");
  });

  describe("AllBalances pagination (SDK query.Paginate)", () => {
    const balances = (q: ReturnType<typeof setup>, pagination: unknown) => q.query("AllBalances", { address: q.enc(alice), pagination, resolveDenom: false });
    const denoms = (res: { balances: { denom: string }[] }) => res.balances.map((c) => c.denom);

    it("without pagination returns everything and counts the total", () => {
      const res = balances(setup(), undefined);
      expect(denoms(res)).toEqual(DENOMS);
      expect(res.pagination).toEqual({ nextKey: new Uint8Array(), total: 5n });
    });

    it("limit returns the first page and the key of the first item left out", () => {
      const res = balances(setup(), page({ limit: 2n }));
      expect(denoms(res)).toEqual(["aaa", "bbb"]);
      expect(res.pagination).toEqual({ nextKey: bytes("ccc"), total: 0n });
    });

    it("key resumes at next_key", () => {
      const res = balances(setup(), page({ key: bytes("ccc"), limit: 2n }));
      expect(denoms(res)).toEqual(["ccc", "ddd"]);
      expect(res.pagination.nextKey).toEqual(bytes("eee"));
    });

    it("offset skips items; count_total counts all of them; the last page has no next_key", () => {
      const res = balances(setup(), page({ offset: 3n, limit: 2n, countTotal: true }));
      expect(denoms(res)).toEqual(["ddd", "eee"]);
      expect(res.pagination).toEqual({ nextKey: new Uint8Array(), total: 5n });
    });

    it("count_total with a key reports no total (as the SDK)", () => {
      expect(balances(setup(), page({ key: bytes("bbb"), limit: 1n, countTotal: true })).pagination.total).toBe(0n);
    });

    it("reverse walks backwards, and from a key backwards including it", () => {
      const q = setup();
      const first = balances(q, page({ limit: 2n, reverse: true }));
      expect(denoms(first)).toEqual(["eee", "ddd"]);
      expect(first.pagination.nextKey).toEqual(bytes("ccc"));
      const second = balances(q, page({ key: first.pagination.nextKey, limit: 2n, reverse: true }));
      expect(denoms(second)).toEqual(["ccc", "bbb"]);
      expect(second.pagination.nextKey).toEqual(bytes("aaa"));
    });

    it("walking every page with next_key visits every item once", () => {
      const q = setup();
      const seen: string[] = [];
      let key = new Uint8Array();
      do {
        const res = balances(q, page({ key, limit: 2n }));
        seen.push(...denoms(res));
        key = res.pagination.nextKey;
      } while (key.length > 0);
      expect(seen).toEqual(DENOMS);
    });

    it("refuses both a key and an offset", () => {
      const q = setup();
      const err = failure(() => balances(q, page({ key: bytes("bbb"), offset: 1n })));
      expect(ErrInvalidRequest.is(err)).toBe(true);
      expect(err.message).toContain("either offset or key is expected, got both");
    });
  });

  it("SpendableBalances and SpendableBalanceByDenom equal the balances (no vesting)", () => {
    const q = setup();
    const res = q.query("SpendableBalances", { address: q.enc(alice), pagination: page({ limit: 1n }) });
    expect(res.balances).toEqual([{ denom: "aaa", amount: "1" }]);
    expect(res.pagination.nextKey).toEqual(bytes("bbb"));
    expect(q.query("SpendableBalanceByDenom", { address: q.enc(bob), denom: "ccc" })).toEqual({ balance: { denom: "ccc", amount: "7" } });
  });

  it("TotalSupply pages the supply; SupplyOf returns a zero coin for an unknown denom", () => {
    const q = setup();
    const res = q.query("TotalSupply", { pagination: page({ offset: 1n, limit: 1n, countTotal: true }) });
    expect(res.supply).toEqual([{ denom: "bbb", amount: "2" }]);
    expect(res.pagination).toEqual({ nextKey: bytes("ccc"), total: 5n });
    expect(q.query("SupplyOf", { denom: "ccc" })).toEqual({ amount: { denom: "ccc", amount: "10" } });
    expect(q.query("SupplyOf", { denom: "nothing" })).toEqual({ amount: { denom: "nothing", amount: "0" } });
  });

  it("Params returns the stored params", () => {
    expect(setup().query("Params", {})).toEqual({ params: { sendEnabled: [], defaultSendEnabled: true } });
  });

  it("DenomMetadata returns the metadata, NotFound for an unknown denom; DenomsMetadata lists them", () => {
    const q = setup();
    expect(q.query("DenomMetadata", { denom: "uhid" }).metadata.display).toBe("hid");
    const err = failure(() => q.query("DenomMetadata", { denom: "ustake" }));
    expect(ErrKeyNotFound.is(err)).toBe(true);
    expect(err.message).toBe("rpc error: code = NotFound desc = client metadata for denom ustake: key not found");
    const all = q.query("DenomsMetadata", { pagination: undefined });
    expect(all.metadatas.map((m: { base: string }) => m.base)).toEqual(["uhid"]);
    expect(all.pagination.total).toBe(1n);
  });

  it("DenomOwners lists holders with their balances, paginated", () => {
    const q = setup();
    const first = q.query("DenomOwners", { denom: "ccc", pagination: page({ limit: 1n }) });
    expect(first.denomOwners).toEqual([{ address: q.enc(alice), balance: { denom: "ccc", amount: "3" } }]);
    const second = q.query("DenomOwners", { denom: "ccc", pagination: page({ key: first.pagination.nextKey, limit: 1n }) });
    expect(second.denomOwners).toEqual([{ address: q.enc(bob), balance: { denom: "ccc", amount: "7" } }]);
    expect(second.pagination.nextKey).toEqual(new Uint8Array());
    expect(q.query("DenomOwners", { denom: "zzz" }).denomOwners).toEqual([]);
  });

  it("SendEnabled returns the requested flags that exist, or pages all of them", () => {
    const q = setup();
    expect(q.query("SendEnabled", { denoms: ["bbb", "zzz", "aaa"] })).toEqual({
      sendEnabled: [
        { denom: "bbb", enabled: true },
        { denom: "aaa", enabled: false },
      ],
    });
    const res = q.query("SendEnabled", { denoms: [], pagination: page({ limit: 1n, reverse: true }) });
    expect(res.sendEnabled).toEqual([{ denom: "bbb", enabled: true }]);
    expect(res.pagination.nextKey).toEqual(bytes("aaa"));
  });
});
