/** Sign-in with an outside account; the form records the account name or id the person gives. */
export const AUTH_ACTION_TYPES = ["HYPERSIGN_AUTH", "TWITTER_AUTH", "DISCORD_AUTH", "GITHUB_AUTH", "GOOGLE_AUTH", "TELEGRAM_AUTH"] as const;

/** Values the person types in. */
export const INPUT_ACTION_TYPES = ["INPUT_TEXT", "INPUT_NUMBER", "INPUT_DATE", "INPUT_HYPERLINK"] as const;

/** HYPERLINK_URL: visit the action's link. INFO_TEXT: text to read, nothing to perform (never counted). */
export const OTHER_ACTION_TYPES = ["HYPERLINK_URL", "INFO_TEXT"] as const;

export const ACTION_TYPES = [...AUTH_ACTION_TYPES, ...INPUT_ACTION_TYPES, ...OTHER_ACTION_TYPES] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** Whether an action of this type is something a participant performs (and counts in eventActionsCount). */
export function isPerformable(type: string): boolean {
  return type !== "INFO_TEXT";
}
