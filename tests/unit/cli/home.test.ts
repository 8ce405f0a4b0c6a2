import os from "node:os";
import path from "node:path";
import { defaultHome } from "../../../lib/cli-kit/home";
import { homeLayout } from "../../../abci-app/src/cli-kit/home";

describe("home", () => {
  it("defaults to ~/.idledger, or $IDLEDGER_HOME when set", () => {
    expect(defaultHome({})).toBe(path.join(os.homedir(), ".idledger"));
    expect(defaultHome({ IDLEDGER_HOME: "/srv/node1" })).toBe("/srv/node1");
    expect(defaultHome({ IDLEDGER_HOME: "  " })).toBe(path.join(os.homedir(), ".idledger"));
  });

  it("lays out the files under the home, made absolute", () => {
    const layout = homeLayout("relative/home");
    const root = path.resolve("relative/home");
    expect(layout).toEqual({
      home: root,
      configDir: path.join(root, "config"),
      appToml: path.join(root, "config", "app.toml"),
      genesis: path.join(root, "config", "genesis.json"),
      cometConfig: path.join(root, "config", "config.toml"),
      nodeKey: path.join(root, "config", "node_key.json"),
      privValidatorKey: path.join(root, "config", "priv_validator_key.json"),
      privValidatorState: path.join(root, "data", "priv_validator_state.json"),
      dataDir: path.join(root, "data"),
      keyringTestDir: path.join(root, "keyring-test"),
    });
  });
});
