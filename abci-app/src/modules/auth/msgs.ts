import type { MsgRoute } from "../../module-kit/module";

/**
 * The auth module's messages. SDK v0.47 x/auth has one, `MsgUpdateParams`, whose signer is the gov module
 * account; it arrives with the gov module, so this table is empty for now.
 */
export const authMsgRoutes: readonly MsgRoute[] = [];
