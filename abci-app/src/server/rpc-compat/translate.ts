/**
 * CometBFT v0.38 JSON-RPC answers rewritten in the shape Tendermint v0.34 clients decode (the original hid-noded,
 * the Cosmos SDK v0.45/v0.46 CLI, cosmjs' Tendermint34Client). What changed between the two, per method:
 *
 * | 0.38 answer                                           | 0.34 answer                                                   |
 * |-------------------------------------------------------|---------------------------------------------------------------|
 * | event attributes `{key, value, index}` as text        | `key` and `value` base64 (they were `bytes` in 0.34's proto)  |
 * | `broadcast_tx_commit`: `tx_result`                    | `deliver_tx`                                                  |
 * | `block_results`: `finalize_block_events`, `app_hash`  | `begin_block_events`, `end_block_events`                      |
 * | consensus params: `version.app`, `abci`               | `version.app_version`; no `abci`                              |
 * | NewBlock event: `result_finalize_block`, `block_id`   | `result_begin_block`, `result_end_block`                      |
 *
 * Everything else (status, abci_info, abci_query, block, commit, validators, …) kept its shape. Each function copies
 * what it changes and keeps every other field; one meeting a value of an unexpected shape leaves that value alone,
 * so an answer is never lost to a translation.
 */

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const base64 = (text: string): string => Buffer.from(text, "utf8").toString("base64");

/** One attribute with its text key and value base64-encoded; `index` is kept. */
function attribute(attr: unknown): unknown {
  if (!isObject(attr)) return attr;
  return {
    ...attr,
    ...(typeof attr["key"] === "string" ? { key: base64(attr["key"]) } : {}),
    ...(typeof attr["value"] === "string" ? { value: base64(attr["value"]) } : {}),
  };
}

function event(e: unknown): unknown {
  if (!isObject(e) || !Array.isArray(e["attributes"])) return e;
  return { ...e, attributes: e["attributes"].map(attribute) };
}

/** A list of events with every attribute base64-encoded; anything but a list is returned as it is (null stays null). */
export function encodeEvents(events: unknown): unknown {
  return Array.isArray(events) ? events.map(event) : events;
}

/** A CheckTx or ExecTxResult (0.34's ResponseDeliverTx has the same fields) with its events encoded. */
function txResult(result: unknown): unknown {
  if (!isObject(result) || !("events" in result)) return result;
  return { ...result, events: encodeEvents(result["events"]) };
}

/** `version.app` → `version.app_version`; the `abci` params (vote extensions) did not exist in 0.34. */
function consensusParams(params: unknown): unknown {
  if (!isObject(params)) return params;
  const { abci: _abci, ...rest } = params;
  const version = rest["version"];
  if (!isObject(version) || !("app" in version)) return rest;
  const { app, ...otherVersion } = version;
  return { ...rest, version: { ...otherVersion, app_version: app } };
}

/** The `mode` attribute the SDK (v0.46 on) and idledger append to block-level events: PreBlock, BeginBlock, EndBlock. */
function modeOf(e: unknown): string | undefined {
  if (!isObject(e) || !Array.isArray(e["attributes"])) return undefined;
  const mode = e["attributes"].find((a: unknown) => isObject(a) && a["key"] === "mode");
  return isObject(mode) && typeof mode["value"] === "string" ? mode["value"] : undefined;
}

/**
 * 0.38's one list of block-level events split as 0.34 had them: those marked `mode=PreBlock` or `mode=BeginBlock`
 * (what ran before the transactions) are the BeginBlock events; the rest (`mode=EndBlock`, or unmarked, as an app that
 * does not mark them would give) the EndBlock events. The order within each list is kept. 0.34 wrote an empty list
 * as null.
 */
export function splitBlockEvents(events: unknown): { begin: unknown; end: unknown } {
  if (!Array.isArray(events)) return { begin: null, end: null };
  const begin = events.filter((e) => ["PreBlock", "BeginBlock"].includes(modeOf(e) ?? ""));
  const end = events.filter((e) => !["PreBlock", "BeginBlock"].includes(modeOf(e) ?? ""));
  const listOrNull = (list: unknown[]) => (list.length === 0 ? null : encodeEvents(list));
  return { begin: listOrNull(begin), end: listOrNull(end) };
}

function broadcastTxCommit(r: JsonObject): JsonObject {
  if (!("tx_result" in r)) return r;
  const { check_tx, tx_result, ...rest } = r;
  return { check_tx: txResult(check_tx), deliver_tx: txResult(tx_result), ...rest };
}

function tx(r: JsonObject): JsonObject {
  return "tx_result" in r ? { ...r, tx_result: txResult(r["tx_result"]) } : r;
}

function txSearch(r: JsonObject): JsonObject {
  return Array.isArray(r["txs"]) ? { ...r, txs: r["txs"].map((t) => (isObject(t) ? tx(t) : t)) } : r;
}

function blockResults(r: JsonObject): JsonObject {
  if (!("finalize_block_events" in r)) return r;
  const { finalize_block_events, app_hash: _appHash, txs_results, validator_updates, consensus_param_updates, ...rest } = r;
  const { begin, end } = splitBlockEvents(finalize_block_events);
  return {
    ...rest,
    txs_results: Array.isArray(txs_results) ? txs_results.map(txResult) : txs_results,
    begin_block_events: begin,
    end_block_events: end,
    validator_updates,
    consensus_param_updates: consensusParams(consensus_param_updates),
  };
}

const TRANSLATIONS: Readonly<Record<string, (result: JsonObject) => JsonObject>> = {
  broadcast_tx_commit: broadcastTxCommit,
  check_tx: (r) => txResult(r) as JsonObject,
  tx,
  tx_search: txSearch,
  block_results: blockResults,
  consensus_params: (r) => ("consensus_params" in r ? { ...r, consensus_params: consensusParams(r["consensus_params"]) } : r),
  genesis: (r) => (isObject(r["genesis"]) ? { ...r, genesis: { ...r["genesis"], consensus_params: consensusParams(r["genesis"]["consensus_params"]) } } : r),
};

/** The JSON-RPC methods whose results are translated; every other method's result passes unchanged. */
export const TRANSLATED_METHODS: readonly string[] = Object.keys(TRANSLATIONS);

/** `result`, the answer of a 0.38 node to `method`, as a 0.34 node would have answered it. */
export function translateResult(method: string, result: unknown): unknown {
  const translate = Object.hasOwn(TRANSLATIONS, method) ? TRANSLATIONS[method] : undefined;
  return translate !== undefined && isObject(result) ? translate(result) : result;
}

/**
 * An event pushed to a websocket subscriber (`{query, data: {type, value}, events}`) as 0.34 pushed it: a Tx event's
 * result has its attributes encoded, a NewBlock event carries BeginBlock and EndBlock results instead of the
 * FinalizeBlock one. The flat `events` map ("transfer.recipient": [...]) was text in 0.34 too and is kept.
 */
export function translateSubscriptionEvent(result: unknown): unknown {
  if (!isObject(result) || !isObject(result["data"]) || !isObject(result["data"]["value"])) return result;
  const data = result["data"];
  const value = data["value"] as JsonObject;
  switch (data["type"]) {
    case "tendermint/event/Tx": {
      const inner = value["TxResult"];
      if (!isObject(inner)) return result;
      return { ...result, data: { ...data, value: { ...value, TxResult: { ...inner, result: txResult(inner["result"]) } } } };
    }
    case "tendermint/event/NewBlock": {
      const finalized = value["result_finalize_block"];
      if (!isObject(finalized)) return result;
      const { begin, end } = splitBlockEvents(finalized["events"]);
      const { result_finalize_block: _finalized, block_id: _blockId, ...rest } = value;
      const endBlock = {
        validator_updates: finalized["validator_updates"] ?? null,
        consensus_param_updates: consensusParams(finalized["consensus_param_updates"] ?? null),
        events: end,
      };
      return { ...result, data: { ...data, value: { ...rest, result_begin_block: { events: begin }, result_end_block: endBlock } } };
    }
    default:
      return result;
  }
}

/** Whether a JSON-RPC result is a subscription's event rather than the answer to a call. */
export function isSubscriptionEvent(result: unknown): boolean {
  return isObject(result) && typeof result["query"] === "string" && isObject(result["data"]);
}
