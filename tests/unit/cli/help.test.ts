import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Command } from "commander";
import { ledgerContext } from "../../../abci-app/src/cli-kit/context";
import { CLIENT_MESSAGES } from "../../../abci-app/src/cli/client-messages";
import { processRuntime } from "../../../abci-app/src/cli/runtime";
import { authAccountRetriever } from "../../../abci-app/src/modules/auth/cli/account-retriever";
import { buildProgram } from "../../../cli/program";
import { commandContext } from "../../../lib/cli-kit/context";
import { builtCli } from "../../harness/built-cli";
import { cli, type CliResult } from "../../integration/cli/harness";

/**
 * Every command's help, asked for both ways (`<path> --help` and `help <path>`), through `run` as bin/idledger.js
 * calls it: commander JSON.stringify's option defaults in help, so one BigInt default broke `init --help` (issue 19).
 */

/** `idledger <args>` in-process, as bin/idledger.js runs it, with a home that does not exist: help needs none. */
function idledger(args: readonly string[]): Promise<CliResult> {
  return cli(args, { env: { IDLEDGER_HOME: "/nonexistent/idledger-help-test" }, keepKeyringWarning: true });
}

/** The path of names from the root (excluded) to every command below it, parents before children. */
function commandPaths(cmd: Command, prefix: readonly string[] = []): string[][] {
  return cmd.commands.flatMap((sub) => {
    const path = [...prefix, sub.name()];
    return [path, ...commandPaths(sub, path)];
  });
}

const program = buildProgram(ledgerContext(commandContext(processRuntime()), CLIENT_MESSAGES, authAccountRetriever));
const paths = commandPaths(program);

function expectUsage(result: CliResult, path: readonly string[]): void {
  expect(result).toEqual({ code: 0, stdout: expect.any(String), stderr: "" });
  // The command's own name may be followed by its aliases: "Usage: idledger comet|cometbft [options] [command]".
  expect(result.stdout).toMatch(new RegExp(`^Usage: ${["idledger", ...path].join(" ")}(\\|\\S+)?( |$)`, "m"));
}

describe("help", () => {
  it("finds the command tree", () => {
    expect(paths.length).toBeGreaterThan(50);
    expect(paths).toContainEqual(["init"]);
    expect(paths).toContainEqual(["genesis", "add-validator"]);
  });

  it("prints the program's usage for --help and help", async () => {
    expectUsage(await idledger(["--help"]), []);
    expectUsage(await idledger(["help"]), []);
  });

  it.each(paths.map((path) => [path.join(" "), path] as const))("prints the usage of %s for --help", async (_name, path) => {
    expectUsage(await idledger([...path, "--help"]), path);
  });

  // `help <name>` is commander's implicit help command, which each command with subcommands has for its children.
  it.each(paths.map((path) => [path.join(" "), path] as const))("prints the usage of %s for help <name>", async (_name, path) => {
    expectUsage(await idledger([...path.slice(0, -1), "help", path.at(-1)!]), path);
  });

  it("shows a BigInt default as its decimal text, and the option still parses to a BigInt", async () => {
    const option = (path: readonly string[], flag: string) => {
      const cmd = path.reduce((parent, name) => parent.commands.find((c) => c.name() === name)!, program);
      return cmd.options.find((o) => o.long === flag)!;
    };
    for (const [path, flag, value] of [
      [["init"], "--initial-height", 1n],
      [["genesis", "add-validator"], "--power", 10n],
    ] as const) {
      expect(option(path, flag).defaultValue).toBe(value);
      expect(option(path, flag).parseArg!("7", value)).toBe(7n);
      expect((await idledger([...path, "--help"])).stdout).toMatch(new RegExp(`${flag} <\\w+>\\s+[^(]*\\(default: ${value}\\)`));
    }
  });

  it("prints init's usage from the built bin/idledger.js, both ways", async () => {
    for (const args of [
      ["init", "--help"],
      ["help", "init"],
    ]) {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [builtCli(), ...args], {
        env: { ...process.env, IDLEDGER_HOME: "/nonexistent/idledger-help-test" },
      });
      expect(stderr).toBe("");
      expect(stdout).toMatch(/^Usage: idledger init \[options\] <moniker>$/m);
    }
  });
});
