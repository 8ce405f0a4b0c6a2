import { authRestRoutes } from "../modules/auth/rest";
import { authzRestRoutes } from "../modules/authz/rest";
import { bankRestRoutes } from "../modules/bank/rest";
import { feegrantRestRoutes } from "../modules/feegrant/rest";
import { ssiRestRoutes } from "../modules/ssi/rest";
import type { RestRoute } from "./rest/route";
import { tendermintRestRoutes } from "./tendermint/rest";
import { txRestRoutes } from "./tx/rest";

/** Every REST route a node serves: the modules' tables, the tx service's and the tendermint service's. */
export const nodeRestRoutes: readonly RestRoute[] = [
  ...authRestRoutes,
  ...bankRestRoutes,
  ...ssiRestRoutes,
  ...authzRestRoutes,
  ...feegrantRestRoutes,
  ...txRestRoutes,
  ...tendermintRestRoutes,
];
