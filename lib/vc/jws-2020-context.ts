/**
 * The JSON-LD context of JsonWebSignature2020 and JsonWebKey2020 (W3C CCG Linked Data Proof JWS 2020), which no
 * package ships. Only the IRIs matter to a signature: canonicalization works on expanded terms, so this document maps
 * each term to the IRI the published context gives it, and proofs made with either verify with the other.
 */
export const JWS_2020_CONTEXT_URL = "https://w3id.org/security/suites/jws-2020/v1";

const SEC = "https://w3id.org/security#";
const XSD_DATE_TIME = "http://www.w3.org/2001/XMLSchema#dateTime";
const relationship = (name: string) => ({ "@id": `${SEC}${name}`, "@type": "@id", "@container": "@set" });

export const JWS_2020_CONTEXT = Object.freeze({
  "@context": {
    privateKeyJwk: { "@id": `${SEC}privateKeyJwk`, "@type": "@json" },
    JsonWebKey2020: {
      "@id": `${SEC}JsonWebKey2020`,
      "@context": {
        "@protected": true,
        id: "@id",
        type: "@type",
        publicKeyJwk: { "@id": `${SEC}publicKeyJwk`, "@type": "@json" },
      },
    },
    JsonWebSignature2020: {
      "@id": `${SEC}JsonWebSignature2020`,
      "@context": {
        "@protected": true,
        id: "@id",
        type: "@type",
        challenge: `${SEC}challenge`,
        created: { "@id": "http://purl.org/dc/terms/created", "@type": XSD_DATE_TIME },
        domain: `${SEC}domain`,
        expires: { "@id": `${SEC}expiration`, "@type": XSD_DATE_TIME },
        jws: `${SEC}jws`,
        nonce: `${SEC}nonce`,
        proofPurpose: {
          "@id": `${SEC}proofPurpose`,
          "@type": "@vocab",
          "@context": {
            "@protected": true,
            id: "@id",
            type: "@type",
            assertionMethod: relationship("assertionMethod"),
            authentication: relationship("authenticationMethod"),
            capabilityInvocation: relationship("capabilityInvocationMethod"),
            capabilityDelegation: relationship("capabilityDelegationMethod"),
            keyAgreement: relationship("keyAgreementMethod"),
          },
        },
        verificationMethod: { "@id": `${SEC}verificationMethod`, "@type": "@id" },
      },
    },
  },
});
