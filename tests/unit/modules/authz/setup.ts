import { DEFAULT_AUTH_PARAMS } from "../../../../abci-app/src/modules/auth/types/params";
import { GenericAuthorization } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import { type MsgExec, MsgGrant, type MsgRevoke } from "cosmjs-types/cosmos/authz/v1beta1/tx";
import { SendAuthorization } from "cosmjs-types/cosmos/bank/v1beta1/authz";
import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import type { Any } from "cosmjs-types/google/protobuf/any";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { ModuleManager } from "../../../../abci-app/src/app/module-manager";
import { TypeRegistry } from "../../../../abci-app/src/codec/registry";
import { AuthKeeper } from "../../../../abci-app/src/modules/auth/keeper/keeper";
import { authModule, createAuthModule } from "../../../../abci-app/src/modules/auth/module";
import { AuthzKeeper } from "../../../../abci-app/src/modules/authz/keeper/keeper";
import { authzModule, createAuthzModule } from "../../../../abci-app/src/modules/authz/module";
import type { AuthorizationType } from "../../../../abci-app/src/modules/authz/types/authorization";
import { genericAuthorization, GENERIC_AUTHORIZATION_TYPE_URL } from "../../../../abci-app/src/modules/authz/types/generic-authorization";
import { MSG_EXEC_TYPE_URL, MSG_GRANT_TYPE_URL, MSG_REVOKE_TYPE_URL } from "../../../../abci-app/src/modules/authz/types/msgs";
import { BankKeeper } from "../../../../abci-app/src/modules/bank/keeper/keeper";
import { bankModule, createBankModule } from "../../../../abci-app/src/modules/bank/module";
import { MSG_SEND_TYPE_URL } from "../../../../abci-app/src/modules/bank/types/msgs";
import { sendAuthorization, SEND_AUTHORIZATION_TYPE_URL } from "../../../../abci-app/src/modules/bank/types/send-authorization";
import { SsiKeeper } from "../../../../abci-app/src/modules/ssi/keeper/keeper";
import { createSsiModule, ssiModule } from "../../../../abci-app/src/modules/ssi/module";
import { MemoryMultiStore } from "../../../../abci-app/src/store/memory";
import type { CacheMultiStore } from "../../../../abci-app/src/store/types";
import { FEE_COLLECTOR } from "../../../../abci-app/src/tx/expected-keepers";
import { AddressCodec } from "../../../../abci-app/src/types/address";
import type { Coin } from "../../../../abci-app/src/types/coins";
import { Context, type ExecMode } from "../../../../abci-app/src/module-kit/context";
import { AppError, type ErrorKind } from "../../../../abci-app/src/types/errors";
import type { Event } from "../../../../abci-app/src/types/events";
import { runMsg, type MsgRoute } from "../../../../abci-app/src/module-kit/module";

export const CHAIN_ID = "idledger-test";
/** 2026-01-01T00:00:00Z: the block time of `a.ctx`. */
export const T0 = 1_767_225_600n;

export const ALICE = new Uint8Array(20).fill(1);
export const BOB = new Uint8Array(20).fill(2);
export const CAROL = new Uint8Array(20).fill(3);

/** auth, bank, ssi and authz wired as the app wires them, on a memory store, at block time T0. */
export interface Authz {
  readonly codec: AddressCodec;
  readonly registry: TypeRegistry;
  readonly auth: AuthKeeper;
  readonly bank: BankKeeper;
  readonly ssi: SsiKeeper;
  readonly keeper: AuthzKeeper;
  readonly modules: ModuleManager;
  readonly store: CacheMultiStore;
  ctx: Context;
  /** A context on the same state at another block time (and height). */
  at(seconds: bigint, nanos?: number, mode?: ExecMode): Context;
  enc(address: Uint8Array): string;
  route<T>(typeUrl: string): MsgRoute<T>;
}

export function newAuthz(options: { extraAuthorizations?: readonly AuthorizationType[] } = {}): Authz {
  const registry = new TypeRegistry();
  for (const module of [authModule, bankModule, ssiModule, authzModule]) registry.registerAll(module.anyTypes);
  const codec = new AddressCodec();
  const auth = new AuthKeeper({ addressCodec: codec, moduleAccountPermissions: { [FEE_COLLECTOR]: [] } });
  const bank = new BankKeeper({ accountKeeper: auth });
  const ssi = new SsiKeeper({ addressCodec: codec, ed25519VerifyGas: () => DEFAULT_AUTH_PARAMS.sigVerifyCostEd25519 });
  const keeper = new AuthzKeeper({
    accountKeeper: auth,
    bankKeeper: bank,
    authorizations: [genericAuthorization, sendAuthorization, ...(options.extraAuthorizations ?? [])],
  });
  const modules = new ModuleManager([createAuthModule(auth, registry), createBankModule(bank), createSsiModule(ssi), createAuthzModule(keeper, registry)]);
  keeper.setRouter(modules.msgRouter);
  const store = new MemoryMultiStore(modules.storeNames).branch();
  const at = (seconds: bigint, nanos = 0, mode: ExecMode = "finalize") =>
    Context.create({ chainId: CHAIN_ID, height: 1n + (seconds - T0) / 5n, time: { seconds, nanos }, proposer: new Uint8Array(20) }, mode, store);
  const a: Authz = {
    codec,
    registry,
    auth,
    bank,
    ssi,
    keeper,
    modules,
    store,
    ctx: at(T0),
    at,
    enc: (address) => codec.encode(address),
    route: <T>(typeUrl: string) => modules.msgRouter.route(typeUrl)! as MsgRoute<T>,
  };
  ssi.setChainNamespace(a.ctx, "devnet");
  return a;
}

export function coins(...list: [bigint | number, string][]): Coin[] {
  return list.map(([amount, denom]) => ({ denom, amount: BigInt(amount) }));
}

export const uhid = (amount: bigint | number) => [{ denom: "uhid", amount: String(amount) }];

/** Gives an address an account and a balance, as genesis would. */
export function fund(a: Authz, address: Uint8Array, amount: Coin[]): void {
  if (!a.auth.hasAccount(a.ctx, address)) a.auth.setAccount(a.ctx, a.auth.newAccountWithAddress(a.ctx, address));
  a.bank.initBalances(a.ctx, address, amount);
  for (const coin of amount) a.bank.setSupply(a.ctx, { denom: coin.denom, amount: a.bank.getSupply(a.ctx, coin.denom).amount + coin.amount });
}

export function generic(msgTypeUrl: string): Any {
  return { typeUrl: GENERIC_AUTHORIZATION_TYPE_URL, value: GenericAuthorization.encode({ msg: msgTypeUrl }).finish() };
}

export function sendLimit(spendLimit: { denom: string; amount: string }[], allowList: string[] = []): Any {
  return { typeUrl: SEND_AUTHORIZATION_TYPE_URL, value: SendAuthorization.encode({ spendLimit, allowList }).finish() };
}

export function msgGrant(a: Authz, granter: Uint8Array, grantee: Uint8Array, authorization: Any | undefined, expiration?: Timestamp): MsgGrant {
  return MsgGrant.fromPartial({ granter: a.enc(granter), grantee: a.enc(grantee), grant: { authorization, expiration } });
}

export function msgRevoke(a: Authz, granter: Uint8Array, grantee: Uint8Array, msgTypeUrl: string): MsgRevoke {
  return { granter: a.enc(granter), grantee: a.enc(grantee), msgTypeUrl };
}

export function msgSendAny(a: Authz, from: Uint8Array, to: Uint8Array, amount: { denom: string; amount: string }[]): Any {
  return { typeUrl: MSG_SEND_TYPE_URL, value: MsgSend.encode({ fromAddress: a.enc(from), toAddress: a.enc(to), amount }).finish() };
}

export function msgExec(a: Authz, grantee: Uint8Array, msgs: Any[]): MsgExec {
  return { grantee: a.enc(grantee), msgs };
}

/** Runs a message as the transaction pipeline does (stateless checks, then the handler); returns its response or the error. */
export function run<T>(a: Authz, typeUrl: string, msg: T, ctx: Context = a.ctx): Any | unknown {
  const route = a.route<T>(typeUrl);
  try {
    route.validateBasic(msg);
    return runMsg(route, ctx, msg);
  } catch (err) {
    return err;
  }
}

export const grant = (a: Authz, msg: MsgGrant, ctx?: Context) => run(a, MSG_GRANT_TYPE_URL, msg, ctx);
export const revoke = (a: Authz, msg: MsgRevoke, ctx?: Context) => run(a, MSG_REVOKE_TYPE_URL, msg, ctx);
export const exec = (a: Authz, msg: MsgExec, ctx?: Context) => run(a, MSG_EXEC_TYPE_URL, msg, ctx);

/** Fails unless `outcome` is success (expErr undefined) or an AppError of `expErr`, whose message contains `expErrMsg`. */
export function expectOutcome(outcome: unknown, expErr?: ErrorKind, expErrMsg?: string): void {
  if (expErr === undefined) {
    if (outcome instanceof Error) throw outcome;
    return;
  }
  expect(outcome).toBeInstanceOf(AppError);
  const err = outcome as AppError;
  expect({ codespace: err.codespace, code: err.code }).toEqual({ codespace: expErr.codespace, code: expErr.code });
  if (expErrMsg !== undefined) expect(err.message).toContain(expErrMsg);
}

/** The events of `type`, each as a map of its attributes. */
export function eventsOf(ctx: Context | readonly Event[], type: string): Record<string, string>[] {
  const events = Array.isArray(ctx) ? ctx : (ctx as Context).events.events();
  return (events as readonly Event[]).filter((e) => e.type === type).map((e) => Object.fromEntries(e.attributes.map((at) => [at.key, at.value])));
}
