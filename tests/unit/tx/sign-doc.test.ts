import { SignDoc } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { directSignBytes, directSignDigests } from "../../../abci-app/src/tx/sign-doc";
import { sha256 } from "../../../abci-app/src/types/hash";

describe("SIGN_MODE_DIRECT sign bytes and their digests", () => {
  const body = Uint8Array.from({ length: 300 }, (_, i) => i % 251);
  const authInfo = Uint8Array.of(0x12, 0x04, 0x0a, 0x02, 0x08, 0x01);

  it("are the SignDoc of the bytes as received", () => {
    expect(SignDoc.decode(directSignBytes(body, authInfo, "idledger-local", 7n))).toEqual({
      bodyBytes: body,
      authInfoBytes: authInfo,
      chainId: "idledger-local",
      accountNumber: 7n,
    });
  });

  const accountNumbers = [0n, 1n, 127n, 128n, 300n, (1n << 64n) - 1n];
  it.each([
    ["one signer", body, authInfo, "idledger-local", 1],
    ["several signers", body, authInfo, "idledger-local", 4],
    ["several signers, empty body and chain id", new Uint8Array(), authInfo, "", 3],
    ["several signers, nothing but the account number", new Uint8Array(), new Uint8Array(), "", 2],
  ])("digest each account number's sign bytes exactly (%s)", (_name, bodyBytes, authInfoBytes, chainId, signers) => {
    const digestFor = directSignDigests(bodyBytes, authInfoBytes, chainId, signers);
    for (const accountNumber of accountNumbers) {
      expect(digestFor(accountNumber)).toEqual(sha256(directSignBytes(bodyBytes, authInfoBytes, chainId, accountNumber)));
    }
  });
});
