import { namespaceProblem } from "../../../../../lib/hid-ids";
import { ErrBadRequestIsRequired, ErrInvalidDidNamespace } from "../errors";
import type { Params } from "./generated/ssi/v1/params";

/** `hypersignprotocol.hidnode.ssi.Params`: what governance may change (idledger's; hid-node v0.1 has no params). */
export type SsiParams = Params;

/** MsgUpdateParams' params: present (101 "params: is required") and a namespace by the genesis rules (123). */
export function validateSsiParams(params: SsiParams | undefined): SsiParams {
  if (params === undefined) throw ErrBadRequestIsRequired.wrap("params");
  const problem = namespaceProblem(params.chainNamespace);
  if (problem !== undefined) throw ErrInvalidDidNamespace.wrap(problem);
  return params;
}
