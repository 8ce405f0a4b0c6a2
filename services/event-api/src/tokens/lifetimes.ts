/** How long a redirection token lets a user into the event form: the original's 24 hours. */
export const DEFAULT_REDIRECTION_TOKEN_TTL_SECONDS = 24 * 60 * 60;
/** How long a sign-in on the event form lasts. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
