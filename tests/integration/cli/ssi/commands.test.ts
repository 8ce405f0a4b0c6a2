import { isolatedCli } from "./fixtures";

const cli = isolatedCli();

describe("the tx, query and debug command groups", () => {
  it("are listed in the program's help", async () => {
    const { code, stdout } = await cli(["--help"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^ {2}tx /m);
    expect(stdout).toMatch(/^ {2}query\|q /m);
    expect(stdout).toMatch(/^ {2}debug /m);
  });

  it.each([
    [
      ["tx", "ssi"],
      ["create-did", "update-did", "deactivate-did", "create-schema", "register-credential-status"],
    ],
    [
      ["q", "ssi"],
      ["did", "dids", "schema", "schemas", "credential-status", "credential-statuses", "params"],
    ],
    [
      ["debug", "ed25519"],
      ["random", "base64-multibase58", "multibase58-base64", "sign-ssi-doc"],
    ],
  ])("%j lists its commands", async (group, commands) => {
    const { code, stdout } = await cli([...group, "--help"]);
    expect(code).toBe(0);
    const listed = [...stdout.split("Commands:")[1]!.matchAll(/^ {2}([a-z0-9-]+)\b/gm)].map((m) => m[1]).filter((name) => name !== "help");
    expect(listed).toEqual(commands);
  });

  it("tx ssi create-did --help shows the SDK's tx flags and the ssi ones", async () => {
    const { stdout } = await cli(["tx", "ssi", "create-did", "--help"]);
    for (const flag of [
      "--ver-key",
      "--legacy-signature",
      "--from",
      "--chain-id",
      "--generate-only",
      "--fees",
      "--gas",
      "--note",
      "--keyring-backend",
      "--node",
    ]) {
      expect(stdout).toContain(flag);
    }
  });
});
