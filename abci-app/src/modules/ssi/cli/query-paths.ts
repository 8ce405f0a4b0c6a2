const QUERY_SERVICE = "/hypersignprotocol.hidnode.ssi.Query";

/** The ABCI query paths of the ssi gRPC query service (hid-node v0.1's names). */
export const SSI_QUERY_PATHS = {
  didDocument: `${QUERY_SERVICE}/QueryDidDocument`,
  didDocuments: `${QUERY_SERVICE}/QueryDidDocuments`,
  schema: `${QUERY_SERVICE}/QuerySchema`,
  schemas: `${QUERY_SERVICE}/QuerySchemas`,
  credential: `${QUERY_SERVICE}/QueryCredential`,
  credentials: `${QUERY_SERVICE}/QueryCredentials`,
} as const;
