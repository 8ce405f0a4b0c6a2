import { tempDir, MNEMONIC } from "../../unit/cli/fixtures";
import { cliProcessAt } from "./cli-process";
import { keysScenario } from "./keys-scenario";
import { secretServiceUnavailable, startSecretService, type SecretService } from "./secret-service";

const unavailable = secretServiceUnavailable();
if (unavailable !== undefined) {
  // eslint-disable-next-line no-console
  console.warn(`SKIPPED: the os keyring backend tests need a Secret Service: ${unavailable}`);
}
const describeWithSecretService = unavailable === undefined ? describe : describe.skip;

/**
 * The os backend against a real Secret Service: gnome-keyring on a private D-Bus session bus. The CLI runs as a
 * process whose DBUS_SESSION_BUS_ADDRESS is that bus, so the user's own keyring is never touched.
 */
describeWithSecretService("idledger keys --keyring-backend os (gnome-keyring Secret Service)", () => {
  let service: SecretService;
  let home: string;
  let cleanup: () => void;
  const cli = (at: string): ReturnType<typeof cliProcessAt> => cliProcessAt(at, { DBUS_SESSION_BUS_ADDRESS: service.address });

  beforeAll(async () => {
    service = await startSecretService();
  }, 30_000);
  afterAll(async () => service?.stop());

  beforeEach(() => ({ dir: home, cleanup } = tempDir()));
  afterEach(async () => {
    // The store belongs to the user, not to a home: empty it between tests.
    const names = (await cli(home)(["keys", "list", "-n", "--keyring-backend", "os"])).stdout.split("\n").filter((n) => n !== "");
    if (names.length > 0) await cli(home)(["keys", "delete", ...names, "-y", "--keyring-backend", "os"]);
    cleanup();
  });

  keysScenario({ backend: "os", home: () => home, unlock: () => "", cli });

  it("shares its keys between homes, and prints no test-backend warning", async () => {
    const added = await cli(home)(["keys", "add", "shared", "--recover", "--keyring-backend", "os"], { stdin: `${MNEMONIC}\n` });
    expect(added.code).toBe(0);
    expect(added.stderr).not.toContain("WARNING");
    const other = tempDir();
    try {
      expect((await cli(other.dir)(["keys", "list", "-n", "--keyring-backend", "os"])).stdout).toBe("shared\n");
    } finally {
      other.cleanup();
    }
  });
});

describe("idledger keys --keyring-backend os without a Secret Service", () => {
  it.each([
    { name: "list", args: ["keys", "list"] },
    { name: "add", args: ["keys", "add", "alice"] },
    { name: "show", args: ["keys", "show", "alice"] },
  ])("$name fails with an error that names the backend and suggests file", async ({ args }) => {
    const { dir, cleanup } = tempDir();
    try {
      const noBus = cliProcessAt(dir, { DBUS_SESSION_BUS_ADDRESS: `unix:path=${dir}/no-bus-here` });
      const { code, stdout, stderr } = await noBus([...args, "--keyring-backend", "os"]);
      expect({ code, stdout }).toEqual({ code: 1, stdout: "" });
      expect(stderr).toMatch(
        /^Error: keyring backend "os": the operating system's credential store cannot be used \(.+\)\. On Linux it needs a Secret Service/,
      );
      expect(stderr).toContain("use --keyring-backend file");
    } finally {
      cleanup();
    }
  });
});
