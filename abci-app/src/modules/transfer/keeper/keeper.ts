import { IntProto } from "cosmjs-types/cosmos/base/v1beta1/coin";
import type { Packet } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import { DenomTrace, Params } from "cosmjs-types-ibc-v7/ibc/applications/transfer/v1/transfer";
import type { Context } from "../../../module-kit/context";
import { prefixEnd } from "../../../store/bytes";
import { PrefixStore } from "../../../store/prefix";
import type { KVStore } from "../../../store/types";
import type { AddressCodec } from "../../../types/address";
import { type Coin, MAX_AMOUNT } from "../../../types/coins";
import { AppError, type ErrorKind } from "../../../types/errors";
import { ErrInternal, ErrInvalidAddress, ErrUnauthorized } from "../../../types/sdk-errors";
import { ErrChannelCapabilityNotFound, ErrChannelNotFound } from "../../ibc/errors";
import { denominationTraceEvent } from "../events";
import { ErrReceiveDisabled, ErrSendDisabled, ErrTraceNotFound } from "../errors";
import type { TransferBank, TransferChannels } from "../expected-keepers";
import {
  denomPrefix,
  denomTraceHash,
  fullDenomPath,
  ibcDenom,
  isNativeDenom,
  parseDenomTrace,
  parseHexHash,
  receiverChainIsSource,
  senderChainIsSource,
} from "../types/denom-trace";
import { escrowAddress } from "../types/escrow-address";
import {
  DENOM_TRACE_PREFIX,
  PARAMS_KEY,
  PORT_KEY,
  TRANSFER_MODULE_NAME,
  TRANSFER_STORE_KEY,
  denomOfTotalEscrowKey,
  denomTraceKey,
  totalEscrowKey,
  TOTAL_ESCROW_PREFIX,
} from "../types/keys";
import type { ValidatedTransfer } from "../types/msgs";
import { type FungibleTokenPacketData, packetDataBytes, validatePacketData } from "../types/packet-data";
import { DEFAULT_TRANSFER_PARAMS, type TransferParams } from "../types/params";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export interface TransferKeeperOptions {
  readonly bank: TransferBank;
  readonly channels: TransferChannels;
  readonly addressCodec: AddressCodec;
}

/**
 * ICS-20 as ibc-go v7.10's transfer keeper: tokens native to this chain leave into the channel's escrow account and
 * come back out of it; vouchers of other chains' tokens (`ibc/{hash}`, their path recorded as a denomination trace)
 * are minted on arrival and burned on departure. A packet that fails or times out refunds its sender.
 */
export class TransferKeeper {
  readonly bank: TransferBank;
  readonly channels: TransferChannels;
  readonly addressCodec: AddressCodec;

  constructor(options: TransferKeeperOptions) {
    this.bank = options.bank;
    this.channels = options.channels;
    this.addressCodec = options.addressCodec;
  }

  getParams(ctx: Context): TransferParams {
    const bytes = store(ctx).get(PARAMS_KEY);
    return bytes === undefined ? DEFAULT_TRANSFER_PARAMS : Params.decode(bytes);
  }

  setParams(ctx: Context, params: TransferParams): void {
    store(ctx).set(PARAMS_KEY, Params.encode(params).finish());
  }

  /** The port the module bound at genesis ("transfer"). */
  getPort(ctx: Context): string {
    const bytes = store(ctx).get(PORT_KEY);
    return bytes === undefined ? "" : decoder.decode(bytes);
  }

  setPort(ctx: Context, portId: string): void {
    store(ctx).set(PORT_KEY, encoder.encode(portId));
  }

  getDenomTrace(ctx: Context, hash: Uint8Array): DenomTrace | undefined {
    const bytes = store(ctx).get(denomTraceKey(hash));
    return bytes === undefined ? undefined : DenomTrace.decode(bytes);
  }

  setDenomTrace(ctx: Context, trace: DenomTrace): void {
    store(ctx).set(denomTraceKey(denomTraceHash(trace)), DenomTrace.encode(trace).finish());
  }

  /** Every denomination trace, by hash (the order of the store). */
  denomTraces(ctx: Context): KVStore {
    return new PrefixStore(store(ctx), DENOM_TRACE_PREFIX);
  }

  /** How much of a denomination this chain holds in all its escrow accounts together (ibc-go's total escrow). */
  getTotalEscrow(ctx: Context, denom: string): bigint {
    const bytes = store(ctx).get(totalEscrowKey(denom));
    return bytes === undefined ? 0n : BigInt(IntProto.decode(bytes).int);
  }

  /**
   * A total below zero means more left an escrow than this module put in (tokens sent to the escrow address by hand,
   * or a genesis without its totals): ibc-go panics there, failing the transaction, and so does this, with an Error
   * that is not an AppError, so that a packet cannot turn it into an error acknowledgement.
   */
  setTotalEscrow(ctx: Context, denom: string, amount: bigint): void {
    if (amount < 0n) throw new Error(`the total escrow of ${denom} cannot go below zero (${amount})`);
    if (amount === 0n) store(ctx).delete(totalEscrowKey(denom));
    else store(ctx).set(totalEscrowKey(denom), IntProto.encode({ int: amount.toString() }).finish());
  }

  /** Every denomination with a non-zero total escrow, in key order. */
  totalEscrows(ctx: Context): Coin[] {
    const escrows = store(ctx).iterator(TOTAL_ESCROW_PREFIX, prefixEnd(TOTAL_ESCROW_PREFIX));
    return [...escrows].map(([key, value]) => ({ denom: denomOfTotalEscrowKey(key), amount: BigInt(IntProto.decode(value).int) }));
  }

  /** ibc-go's `Transfer` message handler with `sendTransfer`: the tokens leave the sender, the packet is committed. */
  sendTransfer(ctx: Context, msg: ValidatedTransfer): bigint {
    if (!this.getParams(ctx).sendEnabled) throw ErrSendDisabled.error();
    if (!this.bank.isSendEnabledDenom(ctx, msg.token.denom)) throw ErrSendDisabled.wrap(`${msg.token.denom} transfers are currently disabled`);
    if (this.bank.blockedAddr(msg.sender)) throw ErrUnauthorized.wrap(`${this.addressCodec.encode(msg.sender)} is not allowed to send funds`);
    if (this.channels.getChannel(ctx, msg.sourcePort, msg.sourceChannel) === undefined) {
      throw ErrChannelNotFound.wrap(`port ID (${msg.sourcePort}) channel ID (${msg.sourceChannel})`);
    }
    // ibc-go asks for the channel's capability: only the channels of the port this module bound carry ICS-20 packets.
    if (msg.sourcePort !== this.getPort(ctx)) throw ErrChannelCapabilityNotFound.wrap("module does not own channel capability");
    // ibc-go's UnboundedSpendLimit: the largest amount means the sender's whole balance of the denomination.
    const token = msg.token.amount === MAX_AMOUNT ? this.bank.getBalance(ctx, msg.sender, msg.token.denom) : msg.token;
    const fullPath = token.denom.startsWith(`${IBC_VOUCHER_PREFIX}`) ? this.denomPathFromHash(ctx, token.denom) : token.denom;
    if (senderChainIsSource(msg.sourcePort, msg.sourceChannel, fullPath)) {
      this.escrow(ctx, msg.sender, escrowAddress(msg.sourcePort, msg.sourceChannel), token);
    } else {
      this.bank.sendCoinsFromAccountToModule(ctx, msg.sender, TRANSFER_MODULE_NAME, [token]);
      this.bank.burnCoins(ctx, TRANSFER_MODULE_NAME, [token]);
    }
    const data: FungibleTokenPacketData = {
      denom: fullPath,
      amount: token.amount.toString(),
      sender: this.addressCodec.encode(msg.sender),
      receiver: msg.receiver,
      memo: msg.memo,
    };
    return this.channels.sendPacket(ctx, msg.sourcePort, msg.sourceChannel, msg.timeoutHeight, msg.timeoutTimestamp, packetDataBytes(data));
  }

  /**
   * ibc-go's `OnRecvPacket`: a token coming home leaves the escrow of the channel it arrives on; any other arrives as
   * a voucher minted for the receiver, its trace recorded. Throws (and the acknowledgement is an error) otherwise.
   */
  onRecvPacket(ctx: Context, packet: Packet, data: FungibleTokenPacketData): void {
    const amount = validatePacketData(data);
    if (!this.getParams(ctx).receiveEnabled) throw ErrReceiveDisabled.error();
    // ibc-go's AccAddressFromBech32 fails with unregistered errors, which acknowledge with code 1.
    const receiver = this.address(data.receiver, ErrInternal);
    if (receiverChainIsSource(packet.sourcePort, packet.sourceChannel, data.denom)) {
      const unprefixed = data.denom.slice(denomPrefix(packet.sourcePort, packet.sourceChannel).length);
      const trace = parseDenomTrace(unprefixed);
      const token = { denom: isNativeDenom(trace) ? unprefixed : ibcDenom(trace), amount };
      if (this.bank.blockedAddr(receiver)) throw ErrUnauthorized.wrap(`${data.receiver} is not allowed to receive funds`);
      this.unescrow(ctx, escrowAddress(packet.destinationPort, packet.destinationChannel), receiver, token);
      return;
    }
    const trace = parseDenomTrace(denomPrefix(packet.destinationPort, packet.destinationChannel) + data.denom);
    if (this.getDenomTrace(ctx, denomTraceHash(trace)) === undefined) this.setDenomTrace(ctx, trace);
    const voucher = { denom: ibcDenom(trace), amount };
    ctx.events.emit(denominationTraceEvent(Buffer.from(denomTraceHash(trace)).toString("hex").toUpperCase(), voucher.denom));
    this.bank.mintCoins(ctx, TRANSFER_MODULE_NAME, [voucher]);
    this.bank.sendCoinsFromModuleToAccount(ctx, TRANSFER_MODULE_NAME, receiver, [voucher]);
  }

  /** ibc-go's `refundPacketToken`, on an error acknowledgement or a timeout: the sender gets back what left. */
  refundPacketToken(ctx: Context, packet: Packet, data: FungibleTokenPacketData): void {
    const amount = validatePacketData(data);
    const token = { denom: ibcDenom(parseDenomTrace(data.denom)), amount };
    const sender = this.address(data.sender, ErrInvalidAddress);
    if (senderChainIsSource(packet.sourcePort, packet.sourceChannel, data.denom)) {
      this.unescrow(ctx, escrowAddress(packet.sourcePort, packet.sourceChannel), sender, token);
      return;
    }
    this.bank.mintCoins(ctx, TRANSFER_MODULE_NAME, [token]);
    this.bank.sendCoinsFromModuleToAccount(ctx, TRANSFER_MODULE_NAME, sender, [token]);
  }

  /** `ibc/{hash}` → the full path its trace records. */
  denomPathFromHash(ctx: Context, denom: string): string {
    const hex = denom.slice(IBC_VOUCHER_PREFIX.length);
    const trace = this.getDenomTrace(ctx, parseHexHash(hex));
    if (trace === undefined) throw ErrTraceNotFound.wrap(hex);
    return fullDenomPath(trace);
  }

  private escrow(ctx: Context, sender: Uint8Array, escrow: Uint8Array, token: Coin): void {
    this.bank.sendCoins(ctx, sender, escrow, [token]);
    this.setTotalEscrow(ctx, token.denom, this.getTotalEscrow(ctx, token.denom) + token.amount);
  }

  private unescrow(ctx: Context, escrow: Uint8Array, receiver: Uint8Array, token: Coin): void {
    try {
      this.bank.sendCoins(ctx, escrow, receiver, [token]);
    } catch (err) {
      if (err instanceof AppError) {
        throw err.wrap(
          "unable to unescrow tokens, this may be caused by a malicious counterparty module or a bug: please open an issue on counterparty module",
        );
      }
      throw err;
    }
    this.setTotalEscrow(ctx, token.denom, this.getTotalEscrow(ctx, token.denom) - token.amount);
  }

  private address(text: string, kind: ErrorKind): Uint8Array {
    try {
      return this.addressCodec.decode(text);
    } catch (err) {
      throw kind.wrap((err as Error).message);
    }
  }
}

const IBC_VOUCHER_PREFIX = "ibc/";

function store(ctx: Context): KVStore {
  return ctx.kvStore(TRANSFER_STORE_KEY);
}
