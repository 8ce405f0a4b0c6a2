/** A ```sh block of the README, with the heading of the section it is in. */
export interface ShellBlock {
  section: string;
  lines: string[];
}

/** The README's ```sh blocks, in order. */
export function shellBlocks(markdown: string): ShellBlock[] {
  const blocks: ShellBlock[] = [];
  let section = "";
  let current: ShellBlock | undefined;
  for (const line of markdown.split("\n")) {
    if (current) {
      if (line.startsWith("```")) {
        blocks.push(current);
        current = undefined;
      } else current.lines.push(line);
    } else if (line.startsWith("## ")) section = line.slice(3);
    else if (line === "```sh") current = { section, lines: [] };
  }
  if (current) throw new Error(`README: the sh block in "${current.section}" is not closed`);
  return blocks;
}

/** A line's command without its comment: README comments start after two spaces or at the line's start. */
export function commandOf(line: string): string {
  return line
    .replace(/^\s*#.*$/, "")
    .replace(/\s{2,}#\s.*$/, "")
    .trim();
}

/**
 * What the walkthrough does with the README's lines that cannot run as written inside a test: a server a reader
 * leaves running in its own terminal runs in the background until it answers (and is stopped with a Ctrl-C when the
 * next one starts, as the README asks, or at the end); a line or block that is skipped says why.
 */
export interface WalkthroughPlan {
  /** A command that runs until Ctrl-C: how the test runs it, and a shell condition that holds once it answers. */
  servers: Record<string, { run: string; ready: string }>;
  skippedLines: Record<string, string>;
  /** Blocks skipped whole, by their first command. */
  skippedBlocks: Record<string, string>;
}

/**
 * One bash script that runs every block in order in one shell (so variables and exports carry from block to block,
 * as in a reader's terminal), and stops at the first command that fails. It names each block before running it.
 * Throws when the plan names a line or block the README no longer has, so that the plan cannot outlive the README.
 */
export function walkthroughScript(blocks: ShellBlock[], plan: WalkthroughPlan): string {
  const seen = new Set<string>();
  const out = [PRELUDE];
  blocks.forEach((block, index) => {
    const first = block.lines.map(commandOf).find((command) => command !== "") ?? "";
    const where = `README block ${index + 1} (${block.section}): ${first}`;
    const skipBlock = plan.skippedBlocks[first];
    if (skipBlock !== undefined) {
      seen.add(first);
      out.push(`echo ${quote(`▷ ${where}: skipped, ${skipBlock}`)}`);
      return;
    }
    out.push(`echo ${quote(`▶ ${where}`)}`);
    for (const line of block.lines) {
      const command = commandOf(line);
      const server = plan.servers[command];
      const skipLine = plan.skippedLines[command];
      if (server) {
        seen.add(command);
        out.push(`background ${quote(command)} ${quote(server.ready)} ${server.run}`);
      } else if (skipLine !== undefined) {
        seen.add(command);
        out.push(`echo ${quote(`  skipped: ${command}: ${skipLine}`)}`);
      } else out.push(line);
    }
  });
  out.push("stop_background");
  const planned = [...Object.keys(plan.servers), ...Object.keys(plan.skippedLines), ...Object.keys(plan.skippedBlocks)];
  const stale = planned.filter((command) => !seen.has(command));
  if (stale.length > 0) throw new Error(`the walkthrough's plan names what the README no longer has: ${stale.join(", ")}`);
  return `${out.join("\n")}\n`;
}

function quote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * `background <name> <ready> <command…>`: stops the server running (SIGINT to its process group, as Ctrl-C in its
 * terminal, which must end it with status 0), starts the command in its own process group with its output in
 * $WALKTHROUGH_LOGS/<name>.log, and waits until `ready` holds, failing when the command exits first.
 */
const PRELUDE = String.raw`set -euo pipefail
server_pid=""
server_name=""
server_log=""
stop_background() {
  [ -n "$server_pid" ] || return 0
  echo "  Ctrl-C: $server_name"
  kill -INT -- "-$server_pid" 2>/dev/null || true
  local status=0
  wait "$server_pid" || status=$?
  server_pid=""
  if [ "$status" -ne 0 ]; then
    echo "$server_name exited with status $status after Ctrl-C:" >&2
    tail -n 40 "$server_log" >&2
    return 1
  fi
}
background() {
  local name="$1" ready="$2"
  shift 2
  stop_background
  server_name="$name"
  server_log="$WALKTHROUGH_LOGS/$(echo "$name" | tr -c 'a-z0-9\n' '-').log"
  set -m
  "$@" >"$server_log" 2>&1 &
  server_pid=$!
  set +m
  echo "  running in the background: $name (process $server_pid)"
  local waited=0
  until eval "$ready" >/dev/null 2>&1; do
    if ! kill -0 "$server_pid" 2>/dev/null; then
      echo "$name exited before it answered:" >&2
      tail -n 40 "$server_log" >&2
      return 1
    fi
    if [ "$waited" -ge "$WALKTHROUGH_READY_SECONDS" ]; then
      echo "$name did not answer within $WALKTHROUGH_READY_SECONDS s:" >&2
      tail -n 40 "$server_log" >&2
      return 1
    fi
    sleep 1
    waited=$((waited + 1))
  done
  echo "  $name answers"
}
trap 'kill -TERM -- "-$server_pid" 2>/dev/null || true' EXIT
`;
