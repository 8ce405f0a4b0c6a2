import { event, type Event } from "../../types/events";

/**
 * The ssi events: one per successful transaction, naming the operation (its type) and the document, and
 * one per credential the start-of-block expiry changes. hid-node v0.1 emitted none; indexers search these.
 */
export const EVENT_CREATE_DID = "create_did";
export const EVENT_UPDATE_DID = "update_did";
export const EVENT_DEACTIVATE_DID = "deactivate_did";
export const EVENT_CREATE_SCHEMA = "create_schema";
export const EVENT_REGISTER_CREDENTIAL_STATUS = "register_credential_status";
export const EVENT_UPDATE_CREDENTIAL_STATUS = "update_credential_status";
export const EVENT_CREDENTIAL_EXPIRED = "credential_expired";

export const ATTR_DID_ID = "did_id";
export const ATTR_VERSION_ID = "version_id";
export const ATTR_SCHEMA_ID = "schema_id";
export const ATTR_CREDENTIAL_ID = "credential_id";
export const ATTR_STATUS = "status";
export const ATTR_EXPIRATION_DATE = "expiration_date";
export const ATTR_CREATOR = "creator";

/** Every event the module emits and its attribute keys (documentation checks read this). */
export const SSI_EVENTS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  [EVENT_CREATE_DID]: [ATTR_DID_ID, ATTR_VERSION_ID, ATTR_CREATOR],
  [EVENT_UPDATE_DID]: [ATTR_DID_ID, ATTR_VERSION_ID, ATTR_CREATOR],
  [EVENT_DEACTIVATE_DID]: [ATTR_DID_ID, ATTR_VERSION_ID, ATTR_CREATOR],
  [EVENT_CREATE_SCHEMA]: [ATTR_SCHEMA_ID, ATTR_CREATOR],
  [EVENT_REGISTER_CREDENTIAL_STATUS]: [ATTR_CREDENTIAL_ID, ATTR_STATUS, ATTR_CREATOR],
  [EVENT_UPDATE_CREDENTIAL_STATUS]: [ATTR_CREDENTIAL_ID, ATTR_STATUS, ATTR_CREATOR],
  [EVENT_CREDENTIAL_EXPIRED]: [ATTR_CREDENTIAL_ID, ATTR_EXPIRATION_DATE],
});

/** The DID operations, each with the event type it emits. */
export type DidOperationEvent = typeof EVENT_CREATE_DID | typeof EVENT_UPDATE_DID | typeof EVENT_DEACTIVATE_DID;

/** A DID was created, updated or deactivated; `versionId` is its new version (the transaction hash). */
export function didEvent(type: DidOperationEvent, didId: string, versionId: string, creator: string): Event {
  return event(type, [
    [ATTR_DID_ID, didId],
    [ATTR_VERSION_ID, versionId],
    [ATTR_CREATOR, creator],
  ]);
}

/** A schema version was registered. */
export function createSchemaEvent(schemaId: string, creator: string): Event {
  return event(EVENT_CREATE_SCHEMA, [
    [ATTR_SCHEMA_ID, schemaId],
    [ATTR_CREATOR, creator],
  ]);
}

/** A credential status was registered (`registered`) or changed; `status` is the new one. */
export function credentialStatusEvent(registered: boolean, credentialId: string, status: string, creator: string): Event {
  const type = registered ? EVENT_REGISTER_CREDENTIAL_STATUS : EVENT_UPDATE_CREDENTIAL_STATUS;
  return event(type, [
    [ATTR_CREDENTIAL_ID, credentialId],
    [ATTR_STATUS, status],
    [ATTR_CREATOR, creator],
  ]);
}

/** The start of a block set a credential to Expired (a block-level event, not a transaction's). */
export function credentialExpiredEvent(credentialId: string, expirationDate: string): Event {
  return event(EVENT_CREDENTIAL_EXPIRED, [
    [ATTR_CREDENTIAL_ID, credentialId],
    [ATTR_EXPIRATION_DATE, expirationDate],
  ]);
}
