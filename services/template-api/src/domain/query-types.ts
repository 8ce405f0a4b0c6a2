/** The query types of the W3C Verifiable Presentation Request that a template may hold (seed 2.9). */
export const QUERY_TYPES = ["QueryByExample", "DIDAuthentication"] as const;
export type QueryType = (typeof QUERY_TYPES)[number];
