import type { Context } from "../../../module-kit/context";
import { ErrInvalidDidDoc } from "../errors";
import type { Did } from "../types/generated/ssi/v1/did";
import type { SsiViewKeeper } from "../keeper/view";

/**
 * hid-node's `ValidateDidControllers`: every verification method's controller and every DID controller is
 * the document itself or a registered DID with at least one authentication method (104). hid-node
 * panicked on an unregistered one; deactivated controllers are accepted, as there.
 */
export function validateDidControllers(ctx: Context, keeper: SsiViewKeeper, doc: Did): void {
  const controllers = [...doc.verificationMethod.map((m) => m.controller), ...doc.controller];
  for (const controller of controllers) {
    if (controller === doc.id) continue;
    const stored = keeper.getDid(ctx, controller)?.didDocument;
    if (stored === undefined) throw ErrInvalidDidDoc.wrap(`DID controller ${controller === "" ? '""' : controller} is not registered`);
    if (stored.authentication.length === 0) throw ErrInvalidDidDoc.wrap(`DID controller ${controller} has no authentication method`);
  }
}
