import { AllowedMsgAllowance, BasicAllowance, PeriodicAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import type { Any } from "cosmjs-types/google/protobuf/any";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { TypeRegistry } from "../../../../abci-app/src/codec/registry";
import { AuthKeeper } from "../../../../abci-app/src/modules/auth/keeper/keeper";
import { authModule } from "../../../../abci-app/src/modules/auth/module";
import { BankKeeper } from "../../../../abci-app/src/modules/bank/keeper/keeper";
import { bankModule } from "../../../../abci-app/src/modules/bank/module";
import { FeegrantKeeper } from "../../../../abci-app/src/modules/feegrant/keeper/keeper";
import { feegrantModule } from "../../../../abci-app/src/modules/feegrant/module";
import { ALLOWED_MSG_ALLOWANCE_TYPE_URL } from "../../../../abci-app/src/modules/feegrant/types/allowed-msg-allowance";
import { BASIC_ALLOWANCE_TYPE_URL } from "../../../../abci-app/src/modules/feegrant/types/basic-allowance";
import { PERIODIC_ALLOWANCE_TYPE_URL } from "../../../../abci-app/src/modules/feegrant/types/periodic-allowance";
import { MemoryMultiStore } from "../../../../abci-app/src/store/memory";
import type { CacheMultiStore } from "../../../../abci-app/src/store/types";
import type { Coin } from "../../../../abci-app/src/types/coins";
import { Context, type ExecMode } from "../../../../abci-app/src/module-kit/context";
import { AppError, type ErrorKind } from "../../../../abci-app/src/types/errors";

/** The block time of the test context: 2023-11-14T22:13:20Z. */
export const NOW: Timestamp = { seconds: 1_700_000_000n, nanos: 0 };
export const HOUR = 3_600n;

export const at = (offsetSeconds: bigint, nanos = 0): Timestamp => ({ seconds: NOW.seconds + offsetSeconds, nanos });

export interface Feegrant {
  auth: AuthKeeper;
  bank: BankKeeper;
  keeper: FeegrantKeeper;
  registry: TypeRegistry;
  store: CacheMultiStore;
  ctx: Context;
  enc(address: Uint8Array): string;
  /** The context of another block on the same state. */
  atTime(time: Timestamp, mode?: ExecMode): Context;
}

export function newFeegrant(mode: ExecMode = "finalize"): Feegrant {
  const registry = new TypeRegistry();
  for (const module of [authModule, bankModule, feegrantModule]) registry.registerAll(module.anyTypes);
  const auth = new AuthKeeper();
  const bank = new BankKeeper({ accountKeeper: auth });
  const keeper = new FeegrantKeeper({ accountKeeper: auth, bankKeeper: bank });
  const store = new MemoryMultiStore(["acc", "bank", "feegrant"]).branch();
  const atTime = (time: Timestamp, m: ExecMode = mode) =>
    Context.create({ chainId: "idledger-test", height: 1n, time, proposer: new Uint8Array(20) }, m, store);
  return { auth, bank, keeper, registry, store, ctx: atTime(NOW), enc: (a) => auth.addressCodec.encode(a), atTime };
}

export function addressOf(byte: number): Uint8Array {
  return new Uint8Array(20).fill(byte);
}

export function coins(...list: [bigint | number, string][]): Coin[] {
  return list.map(([amount, denom]) => ({ denom, amount: BigInt(amount) }));
}

export function protoCoins(...list: [bigint | number, string][]): { denom: string; amount: string }[] {
  return list.map(([amount, denom]) => ({ denom, amount: String(amount) }));
}

export function basicAny(allowance: Partial<BasicAllowance>): Any {
  return { typeUrl: BASIC_ALLOWANCE_TYPE_URL, value: BasicAllowance.encode(BasicAllowance.fromPartial(allowance)).finish() };
}

export function periodicAny(allowance: Partial<PeriodicAllowance>): Any {
  return { typeUrl: PERIODIC_ALLOWANCE_TYPE_URL, value: PeriodicAllowance.encode(PeriodicAllowance.fromPartial(allowance as never)).finish() };
}

export function allowedMsgAny(inner: Any | undefined, allowedMessages: string[]): Any {
  return { typeUrl: ALLOWED_MSG_ALLOWANCE_TYPE_URL, value: AllowedMsgAllowance.encode({ allowance: inner, allowedMessages }).finish() };
}

/** Gives an address an account and a balance, as genesis would. */
export function fund(f: Feegrant, address: Uint8Array, amount: Coin[]): void {
  if (!f.auth.hasAccount(f.ctx, address)) f.auth.setAccount(f.ctx, f.auth.newAccountWithAddress(f.ctx, address));
  f.bank.initBalances(f.ctx, address, amount);
}

/** The error thrown by `fn`, or undefined. */
export function thrown(fn: () => unknown): unknown {
  try {
    fn();
    return undefined;
  } catch (err) {
    return err;
  }
}

/** Checks an outcome against an expected error kind (and, when given, a part of its message); no error expected when `kind` is undefined. */
export function expectError(outcome: unknown, kind: ErrorKind | undefined, message?: string): void {
  if (kind === undefined) {
    expect(outcome).toBeUndefined();
    return;
  }
  expect(outcome).toBeInstanceOf(AppError);
  const err = outcome as AppError;
  expect([err.codespace, err.code]).toEqual([kind.codespace, kind.code]);
  if (message !== undefined) expect(err.message).toContain(message);
}

/** The events of `type` as attribute maps, in order. */
export function eventsOf(ctx: Context, type: string): Record<string, string>[] {
  return ctx.events
    .events()
    .filter((e) => e.type === type)
    .map((e) => Object.fromEntries(e.attributes.map((a) => [a.key, a.value])));
}
