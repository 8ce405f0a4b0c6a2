import { commandOf, shellBlocks, walkthroughScript, type WalkthroughPlan } from "../../e2e/readme/walkthrough-script";

const README = [
  "# x",
  "## Start",
  "```sh",
  "npm start   # runs until Ctrl-C",
  "npm test    # the tests",
  "```",
  "```json",
  "{}",
  "```",
  "## Use",
  "```sh",
  'DID=$(idledger debug did new --key "$PUB")  # its document',
  'idledger tx ssi create-did "$DOC" "$DID#key-1" -y',
  "```",
  "## Measure",
  "```sh",
  "npm run bench  # long",
  "```",
].join("\n");

const PLAN: WalkthroughPlan = {
  servers: { "npm start": { run: "bash start.sh", ready: "true" } },
  skippedLines: { "npm test": "inside it" },
  skippedBlocks: { "npm run bench": "long" },
};

describe("the README walkthrough's script", () => {
  it("takes the sh blocks only, each with its section", () => {
    expect(shellBlocks(README).map((b) => [b.section, b.lines.length])).toEqual([
      ["Start", 2],
      ["Use", 2],
      ["Measure", 1],
    ]);
  });

  it("reads a command without its comment, keeping a # inside it", () => {
    expect(commandOf('idledger tx ssi create-did "$DOC" "$DID#key-1" -y')).toBe('idledger tx ssi create-did "$DOC" "$DID#key-1" -y');
    expect(commandOf("npm start   # runs until Ctrl-C")).toBe("npm start");
    expect(commandOf("            # a comment line")).toBe("");
  });

  it("runs servers in the background, says what it skips, and keeps every other line as written", () => {
    const script = walkthroughScript(shellBlocks(README), PLAN);
    expect(script).toContain("background 'npm start' 'true' bash start.sh\n");
    expect(script).toContain("echo '  skipped: npm test: inside it'\n");
    expect(script).toContain('idledger tx ssi create-did "$DOC" "$DID#key-1" -y\n');
    expect(script).toContain("echo '▷ README block 3 (Measure): npm run bench: skipped, long'\n");
    expect(script).not.toContain("npm run bench  # long");
    expect(script.trimEnd().endsWith("stop_background")).toBe(true);
  });

  it("refuses a plan that names what the README no longer has", () => {
    const stale = { ...PLAN, skippedLines: { ...PLAN.skippedLines, "docker compose up": "no engine" } };
    expect(() => walkthroughScript(shellBlocks(README), stale)).toThrow("no longer has: docker compose up");
  });

  it("refuses a block left open", () => {
    expect(() => shellBlocks("## A\n```sh\nls\n")).toThrow('the sh block in "A" is not closed');
  });
});
