import { randomBytes } from "node:crypto";

/** Ids look like the original service's MongoDB ObjectIds (24 hex digits), so clients that check the shape keep working. */
export function newId(): string {
  return randomBytes(12).toString("hex");
}

export const ID_PATTERN = "^[0-9a-f]{24}$";
