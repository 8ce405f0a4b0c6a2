import { TxMsgData } from "cosmjs-types/cosmos/base/abci/v1beta1/abci";
import type { Any } from "cosmjs-types/google/protobuf/any";
import type { TypeRegistry } from "../codec/registry";
import type { AddressCodec } from "../types/address";
import type { Context } from "../module-kit/context";
import { AppError } from "../types/errors";
import { EventManager, type Event } from "../types/events";
import type { GasMeter } from "../types/gas";
import type { Logger } from "../../../lib/logger";
import { ErrInvalidRequest, ErrOutOfGas } from "../types/sdk-errors";
import { runMsg } from "../module-kit/module";
import type { AnteDecorator, AnteTx } from "./ante/types";
import { setUpGasMeter } from "./ante/setup";
import { decodeTx, TxWire, type DecodedTx } from "./decode";
import { DecodedTxCache } from "./decoded-tx-cache";
import { sha256 } from "../types/hash";
import { messageEvents } from "./msg-events";
import type { MsgRouter } from "./msg-router";

/** Why a transaction runs; it decides which checks apply and what is kept. */
export type TxMode = "check" | "recheck" | "simulate" | "finalize";

/** The outcome of one transaction, before it becomes a ResponseCheckTx, an ExecTxResult or a SimulateResponse. */
export interface TxOutcome {
  /** Undefined on success. Any non-AppError is a bug and is reported as the redacted internal error. */
  readonly error: unknown;
  readonly gasWanted: bigint;
  readonly gasUsed: bigint;
  /** On success: ante then message events (finalize, simulate). On a message failure: the ante events. */
  readonly events: readonly Event[];
  /** On success: TxMsgData{msg_responses}. */
  readonly data: Uint8Array;
  /**
   * On failure: the error's text. On success: empty, as from Cosmos SDK v0.50 on. The v0.47 JSON message log only
   * repeated the events, and CometBFT stores every result twice (its transaction index, the block's results).
   */
  readonly log: string;
  readonly msgResponses: readonly Any[];
  readonly tx?: DecodedTx;
}

export interface TxPipelineOptions {
  readonly router: MsgRouter;
  /** Every type an Any in a transaction may hold besides the routed messages (public keys, authorizations…). */
  readonly registry: Pick<TypeRegistry, "typeUrls">;
  readonly ante: AnteDecorator;
  readonly addressCodec: AddressCodec;
  readonly logger: Logger;
  /** The block gas limit of the consensus parameters, undefined when unlimited. */
  readonly maxBlockGas: () => bigint | undefined;
  /** The most gas a simulation may use, undefined when unlimited. */
  readonly simulationGasLimit?: () => bigint | undefined;
}

/**
 * Runs transactions as the SDK's baseapp `runTx` does: decode; stateless message checks; the ante chain on
 * a branch, kept when it passes (so a failing message still pays its fee and uses its sequence); then the
 * messages on a second branch, kept only in FinalizeBlock and only when all of them succeed. CheckTx stops
 * after the ante chain, as in SDK v0.47.
 */
export class TxPipeline {
  private readonly wire: TxWire;
  private readonly decoded = new DecodedTxCache();

  constructor(private readonly options: TxPipelineOptions) {
    this.wire = new TxWire([...new Set([...options.registry.typeUrls(), ...options.router.typeUrls()])]);
  }

  /** Decodes (once for the same bytes, see DecodedTxCache); also for proposals and simulation input checks. Throws ErrTxDecode. */
  decode(bytes: Uint8Array): DecodedTx {
    const hash = sha256(bytes);
    return this.decoded.get(hash, () => this.decodeCopy(bytes, hash));
  }

  /** `decode` for FinalizeBlock, the last use of a transaction's bytes: its entry leaves the cache. */
  private decodeForBlock(bytes: Uint8Array): DecodedTx {
    const hash = sha256(bytes);
    return this.decoded.take(hash, () => this.decodeCopy(bytes, hash));
  }

  // Decoded from a copy: the parts are views of the bytes they come from, and a request's bytes are a view of the
  // socket's read buffer, which a kept entry would otherwise hold whole.
  private decodeCopy(bytes: Uint8Array, hash: Uint8Array): DecodedTx {
    return decodeTx(bytes.slice(), this.options.router, this.wire, hash);
  }

  /** `ctx.multiStore` is the state the transaction runs on: the check state, or the block's branch. */
  run(ctx: Context, bytes: Uint8Array, mode: TxMode): TxOutcome {
    let tx: DecodedTx;
    let ante: AnteTx;
    let meter: GasMeter;
    try {
      tx = mode === "finalize" ? this.decodeForBlock(bytes) : this.decode(bytes);
      ante = { tx, signers: this.validateMessages(tx), simulate: mode === "simulate" };
      meter = setUpGasMeter(ctx, ante, this.options.maxBlockGas(), ante.simulate ? this.options.simulationGasLimit?.() : undefined);
    } catch (err) {
      return failure(err, 0n, 0n, []);
    }

    const anteStore = ctx.multiStore.branch();
    const anteCtx = ctx.withStore(anteStore).withGasMeter(meter).withEvents(new EventManager()).withTxBytes(bytes);
    const gasWanted = tx.fee.gasLimit;
    try {
      this.options.ante(anteCtx, ante);
    } catch (err) {
      return failure(this.report(err, tx), gasWanted, meter.consumed(), [], tx);
    }
    anteStore.write();
    const anteEvents = anteCtx.events.events();
    if (mode === "check" || mode === "recheck") return success(gasWanted, meter.consumed(), [], [], tx);

    const msgStore = ctx.multiStore.branch();
    const msgCtx = ctx.withStore(msgStore).withGasMeter(meter).withTxBytes(bytes);
    const msgEvents: Event[] = [];
    const responses: Any[] = [];
    for (const [index, { route, msg, typeUrl }] of tx.msgs.entries()) {
      const events = new EventManager();
      try {
        responses.push(runMsg(route, msgCtx.withEvents(events), msg));
      } catch (err) {
        return failure(this.report(atMessage(err, index), tx), gasWanted, meter.consumed(), anteEvents, tx);
      }
      msgEvents.push(...messageEvents(typeUrl, route.signers(msg)[0], events.events()));
    }
    if (mode === "finalize") msgStore.write();
    return success(gasWanted, meter.consumed(), [...anteEvents, ...msgEvents], responses, tx);
  }

  /** The messages' stateless checks (baseapp validateBasicTxMsgs), then the signers. */
  private validateMessages(tx: DecodedTx): Uint8Array[] {
    if (tx.msgs.length === 0) throw ErrInvalidRequest.wrap("must contain at least one message");
    for (const { route, msg } of tx.msgs) route.validateBasic(msg);
    return this.signers(tx);
  }

  /** The addresses that must sign, de-duplicated in message order (the order of the signer infos). Throws for a bad address. */
  signers(tx: DecodedTx): Uint8Array[] {
    const seen = new Set<string>();
    const signers: Uint8Array[] = [];
    for (const { route, msg } of tx.msgs) {
      for (const address of route.signers(msg)) {
        if (seen.has(address)) continue;
        seen.add(address);
        signers.push(this.options.addressCodec.decode(address, "signer address"));
      }
    }
    return signers;
  }

  private report(err: unknown, tx: DecodedTx): unknown {
    if (!(err instanceof AppError)) {
      this.options.logger.error("transaction handler failed unexpectedly", {
        module: "tx",
        tx: Buffer.from(tx.hash).toString("hex").toUpperCase(),
        err: err instanceof Error ? (err.stack ?? err.message) : String(err),
      });
    }
    return err;
  }
}

/** Message failures name the message, except running out of gas, which is about the whole transaction. */
function atMessage(err: unknown, index: number): unknown {
  if (!(err instanceof AppError) || ErrOutOfGas.is(err)) return err;
  return err.wrap(`failed to execute message; message index: ${index}`);
}

function failure(error: unknown, gasWanted: bigint, gasUsed: bigint, events: readonly Event[], tx?: DecodedTx): TxOutcome {
  const log = error instanceof AppError ? error.message : "internal";
  return { error, gasWanted, gasUsed, events, data: new Uint8Array(), log, msgResponses: [], ...(tx ? { tx } : {}) };
}

function success(gasWanted: bigint, gasUsed: bigint, events: readonly Event[], msgResponses: readonly Any[], tx: DecodedTx): TxOutcome {
  const data = msgResponses.length > 0 ? TxMsgData.encode({ data: [], msgResponses: [...msgResponses] }).finish() : new Uint8Array();
  return { error: undefined, gasWanted, gasUsed, events, data, log: "", msgResponses, tx };
}
