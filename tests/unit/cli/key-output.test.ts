import { fromBase64 } from "@cosmjs/encoding";
import { keyOutput, keysJson, keysText } from "../../../abci-app/src/cli/commands/keys/output";

const key = {
  name: "alice",
  type: "local" as const,
  algo: "secp256k1" as const,
  pubkey: fromBase64("Ax9MRhM7yudtKvaKTFtJDKMb4QcOKAkKsqCQDUtWK26d"),
  address: "hid1vtre2ua0jfvsa8w276lnug3yes4ze74dhuwzqj",
};

describe("key output", () => {
  it("prints text as the SDK's YAML list: sorted fields, the pubkey as single-quoted Any JSON, no line folding", () => {
    expect(keysText([keyOutput(key)])).toBe(
      [
        "- address: hid1vtre2ua0jfvsa8w276lnug3yes4ze74dhuwzqj",
        "  name: alice",
        `  pubkey: '{"@type":"/cosmos.crypto.secp256k1.PubKey","key":"Ax9MRhM7yudtKvaKTFtJDKMb4QcOKAkKsqCQDUtWK26d"}'`,
        "  type: local",
        "",
      ].join("\n"),
    );
  });

  it("prints json compactly in the SDK's field order", () => {
    expect(keysJson({ ...keyOutput(key), mnemonic: "w" })).toBe(
      '{"name":"alice","type":"local","address":"hid1vtre2ua0jfvsa8w276lnug3yes4ze74dhuwzqj",' +
        '"pubkey":"{\\"@type\\":\\"/cosmos.crypto.secp256k1.PubKey\\",\\"key\\":\\"Ax9MRhM7yudtKvaKTFtJDKMb4QcOKAkKsqCQDUtWK26d\\"}","mnemonic":"w"}\n',
    );
  });
});
