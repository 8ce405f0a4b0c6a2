import type { ActionRow } from "../db/schema";
import { AUTH_ACTION_TYPES } from "./action-types";

const MAX_VALUE_LENGTH = 2000;
const MAX_ACCOUNT_LENGTH = 200;

export type ValueCheck = { ok: true; value: string } | { ok: false; reason: string };

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The value to store when a participant performs `action` with `submitted`, or why it is refused. */
export function checkActionValue(action: ActionRow, submitted: string): ValueCheck {
  const value = submitted.trim();
  const refuse = (reason: string): ValueCheck => ({ ok: false, reason });
  if (action.type === "INFO_TEXT") return refuse("this action is information only; there is nothing to perform");
  // Visiting the action's link: what is recorded is the link itself.
  if (action.type === "HYPERLINK_URL") return { ok: true, value: action.value };
  if (value === "") return refuse("a value is required");
  if (value.length > MAX_VALUE_LENGTH) return refuse(`the value is longer than ${MAX_VALUE_LENGTH} characters`);
  switch (action.type) {
    case "INPUT_NUMBER":
      return /^-?\d+(\.\d+)?$/.test(value) ? { ok: true, value } : refuse("the value must be a number");
    case "INPUT_DATE":
      return isCalendarDate(value) ? { ok: true, value } : refuse("the value must be a date written YYYY-MM-DD");
    case "INPUT_HYPERLINK":
      return isHttpUrl(value) ? { ok: true, value } : refuse("the value must be an http(s) link");
  }
  if ((AUTH_ACTION_TYPES as readonly string[]).includes(action.type) && value.length > MAX_ACCOUNT_LENGTH) {
    return refuse(`an account name is at most ${MAX_ACCOUNT_LENGTH} characters`);
  }
  return { ok: true, value };
}
