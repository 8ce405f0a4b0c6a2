import { PassThrough, Readable } from "node:stream";
import { streamPrompter } from "../../../abci-app/src/cli-kit/keyring";
import { LineReader } from "../../../lib/cli-kit/line-reader";

/** A stand-in for a terminal's stdin: a stream with isTTY and a raw mode that records its switches. */
function fakeTerminal(): PassThrough & { isTTY: true; isRaw: boolean; rawModes: boolean[]; setRawMode(mode: boolean): void } {
  const stream = new PassThrough() as PassThrough & { isTTY: true; isRaw: boolean; rawModes: boolean[]; setRawMode(mode: boolean): void };
  stream.isTTY = true;
  stream.isRaw = false;
  stream.rawModes = [];
  stream.setRawMode = (mode: boolean) => {
    stream.isRaw = mode;
    stream.rawModes.push(mode);
  };
  return stream;
}

describe("streamPrompter", () => {
  it("at a terminal reads in raw mode without echo, handles backspace, and restores the mode", async () => {
    const stdin = fakeTerminal();
    let err = "";
    const prompter = streamPrompter({
      stdin,
      lines: new LineReader(stdin),
      err: (t) => {
        err += t;
      },
    });
    expect(prompter.interactive).toBe(true);
    const answer = prompter.secret("Enter keyring passphrase (attempt 1/3):");
    stdin.write("sec");
    stdin.write("x\u007fret ünï\r");
    expect(await answer).toBe("secret ünï");
    expect(stdin.rawModes).toEqual([true, false]);
    expect(err).toBe("Enter keyring passphrase (attempt 1/3): \n");
  });

  it("at a terminal: Ctrl-C cancels and restores the mode", async () => {
    const stdin = fakeTerminal();
    const prompter = streamPrompter({ stdin, lines: new LineReader(stdin), err: () => undefined });
    const answer = prompter.secret("?");
    stdin.write("abc\u0003");
    await expect(answer).rejects.toThrow("canceled at the passphrase prompt");
    expect(stdin.isRaw).toBe(false);
  });

  it("at a terminal: Ctrl-D on an empty line is the end of input", async () => {
    const stdin = fakeTerminal();
    const prompter = streamPrompter({ stdin, lines: new LineReader(stdin), err: () => undefined });
    const answer = prompter.secret("?");
    stdin.write("\u0004");
    expect(await answer).toBeUndefined();
  });

  it("otherwise answers each prompt with the next line of stdin, shared with the other prompts' reader", async () => {
    const stdin = Readable.from(["first line\nsecond", " line\n", "mnemonic words\n"]);
    const lines = new LineReader(stdin);
    let err = "";
    const prompter = streamPrompter({
      stdin,
      lines,
      err: (t) => {
        err += t;
      },
    });
    expect(prompter.interactive).toBe(false);
    expect(await prompter.secret("one:")).toBe("first line");
    expect(await prompter.secret("two:")).toBe("second line");
    expect(await lines.readLine()).toBe("mnemonic words");
    expect(await prompter.secret("three:")).toBeUndefined();
    expect(err).toBe("one: \ntwo: \nthree: ");
  });
});
