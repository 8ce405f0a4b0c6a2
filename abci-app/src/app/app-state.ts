/** Parses InitChain's `app_state_bytes`: a JSON object keyed by module name; empty bytes mean all defaults. */
export function parseAppState(bytes: Uint8Array): Record<string, unknown> {
  if (bytes.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch (err) {
    throw new Error(`app_state is not valid JSON: ${(err as Error).message}`);
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("app_state must be a JSON object keyed by module name");
  return parsed as Record<string, unknown>;
}
