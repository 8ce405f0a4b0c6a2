import { isSubscriptionEvent, translateResult, translateSubscriptionEvent } from "./translate";

/** JSON-RPC 2.0 error codes, as CometBFT answers them. */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const INTERNAL_ERROR = -32603;

/** A JSON-RPC error answer; `data` carries the reason, as in CometBFT's errors. */
export function rpcError(id: unknown, code: number, message: string, data: string): string {
  return JSON.stringify({ jsonrpc: "2.0", id: id ?? -1, error: { code, message, data } });
}

/**
 * The methods of the calls in a JSON-RPC body (one call or a batch), by id as JSON text (`1`, `"a"`), so that each
 * answer can be matched to its call. A call without a string method or an id is skipped: it gets no answer, or
 * CometBFT's own error, which passes unchanged. A repeated id keeps each of its methods, in order.
 */
export function methodsById(body: unknown): Map<string, string[]> {
  const methods = new Map<string, string[]>();
  for (const call of Array.isArray(body) ? body : [body]) {
    if (typeof call !== "object" || call === null || typeof call.method !== "string" || call.id === undefined) continue;
    const key = JSON.stringify(call.id);
    const list = methods.get(key);
    if (list === undefined) methods.set(key, [call.method]);
    else list.push(call.method);
  }
  return methods;
}

/** The id of a single call, for an error answered in its place; -1 (CometBFT's "no id") for a batch or no id. */
export function idOf(body: unknown): unknown {
  return typeof body === "object" && body !== null && !Array.isArray(body) && "id" in body ? body.id : -1;
}

/**
 * One JSON-RPC answer (`{jsonrpc, id, result}`) with its result translated: as the answer to `method` when given,
 * else, for a subscription's event, as that event. Errors and unknown shapes are returned unchanged.
 */
export function translateAnswer(answer: unknown, method: string | undefined): unknown {
  if (typeof answer !== "object" || answer === null || Array.isArray(answer) || !("result" in answer)) return answer;
  const result = answer.result;
  if (isSubscriptionEvent(result)) return { ...answer, result: translateSubscriptionEvent(result) };
  return method === undefined ? answer : { ...answer, result: translateResult(method, result) };
}

/**
 * An upstream JSON-RPC body (an answer or a batch of them) translated for the calls in `methods`; each answer
 * takes the first method left under its id. Text that is not JSON is returned unchanged.
 */
export function translateAnswers(text: string, methods: Map<string, string[]>): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text;
  }
  // how many of each id's methods are taken: a cursor, as a batch may repeat one id tens of thousands of times
  const taken = new Map<string, number>();
  const next = (id: string): string | undefined => {
    const index = taken.get(id) ?? 0;
    taken.set(id, index + 1);
    return methods.get(id)?.[index];
  };
  const one = (answer: unknown): unknown => {
    const id = typeof answer === "object" && answer !== null && "id" in answer ? JSON.stringify(answer.id) : undefined;
    return translateAnswer(answer, id === undefined ? undefined : next(id));
  };
  return JSON.stringify(Array.isArray(parsed) ? parsed.map(one) : one(parsed));
}
