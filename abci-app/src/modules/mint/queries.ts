import type { QueryRoute } from "../../module-kit/module";
import { queryRoute } from "../../module-kit/query";
import type { MintKeeper } from "./keeper";
import { MINT_QUERY } from "./types/query";

const text = (value: string) => new TextEncoder().encode(value);

/** The `cosmos.mint.v1beta1.Query` service: params, and the minter's inflation and annual provisions (Decs in bytes). */
export function mintQueryRoutes(k: MintKeeper): QueryRoute[] {
  return [
    queryRoute(MINT_QUERY.Params, (ctx) => ({ params: k.getParams(ctx) })),
    queryRoute(MINT_QUERY.Inflation, (ctx) => ({ inflation: text(k.getMinter(ctx).inflation) })),
    queryRoute(MINT_QUERY.AnnualProvisions, (ctx) => ({ annualProvisions: text(k.getMinter(ctx).annualProvisions) })),
  ];
}
