/**
 * The Ed25519 test vectors of hid-node's ssi-simulation scripts (reference §7.3): Go's 64-byte private keys and
 * the multibase public keys they belong to.
 */
export const HID_KEY_1 = {
  privateKey: "oVtY1xceDZQjkfwlbCEC2vgeADcxpgd27vtYasBhcM/JLR6PnPoD9jvjSJrMsMJwS7faPy5OlFCdj/kgLVZMEg==",
  multibase: "zEYJrMxWigf9boyeJMTRN4Ern8DJMoCXaLK77pzQmxVjf",
} as const;

export const HID_KEY_2 = {
  privateKey: "bZBUkLGChnJujYHUZ4L8PECoN2Odv6adWGXc1qVWCRVqtEx0o/FmtFZnd5pT3laR518P58TRUGY5q5KSrToSmQ==",
  multibase: "z8BXg2zjwBRTrjPs7uCnkFBKrL9bPD14HxEJMENxm3CJ4",
} as const;
