import { Type } from "typebox";
import { ACTION_TYPES } from "../domain/action-types";
import { Id, Timestamp } from "./common";

export const ActionType = Type.Union(ACTION_TYPES.map((t) => Type.Literal(t)));

/** The seed's Action (2.8). */
export const Action = Type.Object({
  _id: Id,
  eventId: Id,
  order: Type.Integer(),
  type: Type.String(),
  title: Type.String(),
  score: Type.Integer(),
  isManadatory: Type.Boolean({ description: "whether the action is mandatory (the seed's spelling)" }),
  value: Type.String(),
  placeHolder: Type.String(),
  __v: Type.Integer(),
});

const eventFields = {
  _id: Id,
  projectName: Type.String(),
  logoUrl: Type.String(),
  fromDate: Timestamp,
  toDate: Timestamp,
  projectStatus: Type.Boolean({ description: "true: open, as the operator set it; no action is taken before fromDate or after toDate whatever it says" }),
  slug: Type.String(),
};

/** The seed's Event (2.7). */
export const Event = Type.Object({ ...eventFields, actions: Type.Array(Action) });

export const UserEvent = Type.Object({
  ...eventFields,
  eventActionsCount: Type.Integer({ description: "actions a participant can perform (INFO_TEXT excluded)" }),
  performedActionsCount: Type.Integer(),
  actions: Type.Array(Action, { description: "the actions the user performed; value is what the user submitted" }),
});
