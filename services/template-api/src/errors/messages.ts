/**
 * The messages of the seed's error table (section 7), worded exactly as the original service words them,
 * spelling included, so that clients written against it keep matching.
 */

/** List: the app has no template at all. */
export const noTemplateForApp = (appId: string) => `No template has created for appId ${appId}`;

/** Read: the template id is unknown to the app. */
export const RESOURCE_NOT_FOUND = "Resource not found";
export const notTheAppsTemplate = (templateId: string, appId: string) => `${templateId} does not belongs to the App id : ${appId}`;

/** Update: the first message of every failed update, followed by the reason. */
export const UPDATE_FAILED = "Error occured at the time of updating";

/** Delete: the template id is unknown to the app. */
export const noResourceForTemplate = (templateId: string) => `No resource found for templateId ${templateId}`;

/** Create or update: the app already has a template of that name. */
export const NAME_NOT_UNIQUE = "Template name must be unique";
export const nameTaken = (name: string) => `${name} already exists`;

export const INTERNAL_ERROR = "Internal server error";

/** Access token: more API secret checks are under way or waiting than the service takes (idledger's). */
export const TOO_MANY_SECRET_CHECKS = "Too many API secret checks at once; retry shortly";
