import type { Grant } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import { createFeegrantModule } from "../../../../abci-app/src/modules/feegrant/module";
import { AppError } from "../../../../abci-app/src/types/errors";
import { ErrInvalidRequest, ErrKeyNotFound } from "../../../../abci-app/src/types/sdk-errors";
import { unpackAllowance } from "../../../../abci-app/src/modules/feegrant/types/allowance";
import { addressOf, basicAny, newFeegrant, protoCoins, type Feegrant } from "./setup";

const granters = [1, 2, 3, 4, 5].map(addressOf);
const grantee = addressOf(9);
const other = addressOf(8);
const page = (p: Partial<{ key: Uint8Array; offset: bigint; limit: bigint; countTotal: boolean; reverse: boolean }>) => ({
  key: new Uint8Array(),
  offset: 0n,
  limit: 0n,
  countTotal: false,
  reverse: false,
  ...p,
});

/** Five granters give `grantee` an allowance of 1…5 uhid; granter 1 also gives one to `other`. */
function setup(): Feegrant & { query: (method: string, req: unknown) => any } {
  const f = newFeegrant("query");
  granters.forEach((granter, i) => f.keeper.grantAllowance(f.ctx, granter, grantee, unpackAllowance(basicAny({ spendLimit: protoCoins([i + 1, "uhid"]) }))));
  f.keeper.grantAllowance(f.ctx, granters[0]!, other, unpackAllowance(basicAny({})));
  const routes = new Map(createFeegrantModule(f.keeper).queryRoutes.map((r) => [r.path, r]));
  const query = (method: string, req: unknown) => routes.get(`/cosmos.feegrant.v1beta1.Query/${method}`)!.handle(f.ctx, req);
  return { ...f, query };
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

/** The uhid spend limit of each grant, which tells the granters of the setup apart. */
const limits = (grants: Grant[]) =>
  grants.map((g) => {
    const allowance = unpackAllowance(g.allowance);
    return allowance.kind === "basic" ? allowance.allowance.spendLimit[0]?.amount : undefined;
  });

describe("cosmos.feegrant.v1beta1.Query", () => {
  test("Allowance answers the grant of the pair", () => {
    const f = setup();
    const { allowance } = f.query("Allowance", { granter: f.enc(granters[2]!), grantee: f.enc(grantee) });
    expect(allowance).toEqual({ granter: f.enc(granters[2]!), grantee: f.enc(grantee), allowance: basicAny({ spendLimit: protoCoins([3, "uhid"]) }) });
  });

  test("Allowance of a pair without grant is NotFound; a bad address is InvalidArgument", () => {
    const f = setup();
    const missing = failure(() => f.query("Allowance", { granter: f.enc(grantee), grantee: f.enc(granters[0]!) }));
    expect([missing.codespace, missing.code]).toEqual([ErrKeyNotFound.codespace, ErrKeyNotFound.code]);
    expect(missing.message).toBe("rpc error: code = NotFound desc = fee-grant not found: key not found");
    const bad = failure(() => f.query("Allowance", { granter: "", grantee: f.enc(grantee) }));
    expect([bad.codespace, bad.code]).toEqual([ErrInvalidRequest.codespace, ErrInvalidRequest.code]);
    expect(failure(() => f.query("Allowances", { grantee: "hid1bad" })).code).toBe(ErrInvalidRequest.code);
    expect(failure(() => f.query("AllowancesByGranter", { granter: "" })).code).toBe(ErrInvalidRequest.code);
  });

  test("Allowances lists a grantee's grants by granter, with the SDK's pagination", () => {
    const f = setup();
    const all = f.query("Allowances", { grantee: f.enc(grantee) });
    expect(limits(all.allowances)).toEqual(["1", "2", "3", "4", "5"]);
    expect(all.pagination.total).toBe(5n);

    const first = f.query("Allowances", { grantee: f.enc(grantee), pagination: page({ limit: 2n }) });
    expect(limits(first.allowances)).toEqual(["1", "2"]);
    expect(first.pagination.nextKey.length).toBeGreaterThan(0);
    const second = f.query("Allowances", { grantee: f.enc(grantee), pagination: page({ key: first.pagination.nextKey, limit: 2n }) });
    expect(limits(second.allowances)).toEqual(["3", "4"]);
    const byOffset = f.query("Allowances", { grantee: f.enc(grantee), pagination: page({ offset: 4n, limit: 2n, countTotal: true }) });
    expect(limits(byOffset.allowances)).toEqual(["5"]);
    expect(byOffset.pagination).toEqual({ nextKey: new Uint8Array(), total: 5n });
    const reversed = f.query("Allowances", { grantee: f.enc(grantee), pagination: page({ limit: 2n, reverse: true }) });
    expect(limits(reversed.allowances)).toEqual(["5", "4"]);
    expect(f.query("Allowances", { grantee: f.enc(granters[0]!) }).allowances).toEqual([]);
  });

  test("AllowancesByGranter counts only the granter's grants towards offset, limit and total", () => {
    const f = setup();
    const all = f.query("AllowancesByGranter", { granter: f.enc(granters[0]!) });
    expect(all.allowances.map((g: Grant) => g.grantee)).toEqual([f.enc(other), f.enc(grantee)]);
    expect(all.pagination.total).toBe(2n);
    const first = f.query("AllowancesByGranter", { granter: f.enc(granters[0]!), pagination: page({ limit: 1n }) });
    expect(first.allowances.map((g: Grant) => g.grantee)).toEqual([f.enc(other)]);
    const second = f.query("AllowancesByGranter", { granter: f.enc(granters[0]!), pagination: page({ key: first.pagination.nextKey, limit: 1n }) });
    expect(second.allowances.map((g: Grant) => g.grantee)).toEqual([f.enc(grantee)]);
    expect(second.pagination.nextKey).toEqual(new Uint8Array());
    expect(f.query("AllowancesByGranter", { granter: f.enc(granters[4]!) }).allowances.map((g: Grant) => g.granter)).toEqual([f.enc(granters[4]!)]);
  });
});
