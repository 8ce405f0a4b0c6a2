import type { Command } from "commander";
import type { LedgerContext } from "../cli-kit/context";
import type { MessageCodec } from "../cli-kit/tx/message-codecs";
import type { AnyType } from "../codec/proto-codec";
import type { TypeRegistry } from "../codec/registry";
import type { AddressCodec } from "../types/address";
import type { Logger } from "../../../lib/logger";
import type { Context } from "./context";
import type { AppModule, MsgRoutes } from "./module";
import type { NodeOptions } from "./node-options";
import type { RestPlugin } from "./rest/plugin";
import type { RestRoute } from "./rest/route";

/**
 * Everything the node, its servers and the command line know of one module, in one object. The app, the REST
 * gateway, gRPC, the CLI and the Any registry are all built by walking the module list (app/modules.ts), so a
 * new module is its folder plus one line there.
 */
export interface ModuleDescriptor<K = unknown> {
  /** Its genesis section and the name others use for it. */
  readonly name: string;
  /** Every type an Any may hold that the module owns: its messages and their responses, accounts, keys, grants… */
  readonly anyTypes: readonly AnyType[];
  /** The module accounts it owns and their permissions (`minter`, `burner`, `staking`): the SDK's `maccPerms` entries. */
  readonly moduleAccounts?: Readonly<Record<string, readonly string[]>>;
  /** What it gives other modules' interfaces, as the SDK's interface registry does (bank's SendAuthorization). */
  readonly implementations?: readonly Implementation[];
  /** Builds its keeper; keepers of modules listed before it are there to use. */
  createKeeper(build: ModuleBuild): K;
  /** The state machine side: stores, message and query routes, genesis and block hooks. */
  createModule(keeper: K, build: ModuleBuild): AppModule;
  /** Its REST paths, each mapped onto one of its gRPC query methods. */
  readonly restRoutes: readonly RestRoute[];
  /** Endpoints of its own on the REST server, with their own media types and statuses (ssi's DID Resolution). */
  readonly restPlugins?: readonly RestPlugin[];
  readonly cli: ModuleCli;
}

/** A module of any keeper type, as the module list holds them. */
export type AnyModuleDescriptor = ModuleDescriptor<any>;

/** One implementation of an interface another module defines, e.g. `cosmos.authz.v1beta1.Authorization`. */
export interface Implementation {
  readonly interfaceName: string;
  readonly value: unknown;
}

/** A module's command line: the messages it reads, prints and signs, and its `tx` and `query` subcommands. */
export interface ModuleCli {
  readonly messages: readonly MessageCodec[];
  registerTx?(tx: Command, ctx: LedgerContext): void;
  registerQuery?(query: Command, ctx: LedgerContext): void;
}

/** A whole transaction (ante chain and messages) run on a context's state, as a block runs it. */
export interface TxDeliverer {
  deliverTx(ctx: Context, tx: Uint8Array): { readonly code: number; readonly log: string };
}

/** What a module is built with: the app's shared pieces and the keepers built before it. */
export interface ModuleBuild {
  readonly addressCodec: AddressCodec;
  /** Every module's module accounts, from the whole list: auth's keeper is built with them. */
  readonly moduleAccounts: Readonly<Record<string, readonly string[]>>;
  readonly registry: TypeRegistry;
  /** Filled once every module is built; look routes up when a message runs, not while building. */
  readonly msgRoutes: MsgRoutes;
  /** Runs whole transactions as a block does (genutil's gentxs at InitChain); usable once the app exists. */
  readonly txs: TxDeliverer;
  /** The node's log, for what an operator must read (x/upgrade's "UPGRADE … NEEDED"); nothing in it is state. */
  readonly logger: Logger;
  /** This process's own settings (upgrade handlers, skipped upgrade heights, the home directory). */
  readonly node: NodeOptions;
  /** Every module's consensus version by module name (the SDK's version map); filled once every module is built. */
  moduleVersions(): ReadonlyMap<string, bigint>;
  /** The keeper of a module listed earlier; asking for a later one is a wiring mistake and throws. */
  keeper<K>(module: ModuleDescriptor<K>): K;
  /** Every module's implementations of `interfaceName`, in module-list order. */
  implementations<T>(interfaceName: string): T[];
}
