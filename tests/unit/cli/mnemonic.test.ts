import { generateMnemonic, normalizeMnemonic } from "../../../abci-app/src/cli-kit/keyring";
import { MNEMONIC } from "./fixtures";

describe("generateMnemonic", () => {
  it("yields 24 words that pass the BIP-39 checks, different each time", () => {
    const a = generateMnemonic();
    const b = generateMnemonic();
    expect(a.split(" ")).toHaveLength(24);
    expect(normalizeMnemonic(a)).toBe(a);
    expect(a).not.toBe(b);
  });
});

describe("normalizeMnemonic", () => {
  it("accepts a valid mnemonic pasted with extra spaces, line breaks and capitals", () => {
    const messy = `  ${MNEMONIC.toUpperCase().split(" ").join("  \n ")}  `;
    expect(normalizeMnemonic(messy)).toBe(MNEMONIC);
  });

  it("accepts 12-word mnemonics", () => {
    const twelve = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
    expect(normalizeMnemonic(twelve)).toBe(twelve);
  });

  it.each([
    ["", /no words were given/],
    ["abandon abandon", /expected 12, 15, 18, 21 or 24 words, got 2/],
    [MNEMONIC.replace("ecology", "ecologyx"), /word 3 "ecologyx" is not in the BIP-39 English word list/],
    [MNEMONIC.replace(/nice$/, "abandon"), /checksum does not match/],
  ])("rejects %j", (input, message) => {
    expect(() => normalizeMnemonic(input)).toThrow(message);
  });
});
