import { DEFAULT_MAX_JSON_DEPTH } from "../../../shared/http/json-body";

/** The largest request body, in bytes; a larger one is refused with 413 before it is read to the end. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** How deep a JSON body may nest; the deepest body a route takes (an event with its actions) nests 3 levels. */
export const MAX_JSON_DEPTH = DEFAULT_MAX_JSON_DEPTH;

/**
 * How long a path parameter may be before the router refuses it (414). Node refuses request heads over 16 KiB
 * anyway; below that, each route's schema refuses an overlong id with 400 naming the field.
 */
export const MAX_PATH_PARAM_LENGTH = 16 * 1024;
