import type { Command, Option } from "commander";
import { CometRpcClient } from "../../comet/rpc-client";
import type { GrpcMethod } from "../../codec/proto-codec";
import type { LedgerContext } from "../context";
import { outputOption } from "../../../../lib/cli-kit/options";
import { heightOption, nodeOption, paginationOptions, readPageRequest, type PageRequestValues } from "./flags";
import { queryMethod } from "./grpc-query";
import { printResult, type OutputFormat } from "./output";

/** What a query command's action gets: its positional arguments, its own flags, and the page asked for. */
export interface QueryInput {
  readonly args: readonly string[];
  readonly options: Readonly<Record<string, unknown>>;
  /** Present when the command is paginated. */
  readonly page?: PageRequestValues;
}

/**
 * One query command described as data, in the spirit of the SDK's autocli: the gRPC method it calls, its
 * arguments and flags, how they become the request, and how the response prints.
 */
export interface QueryCommandSpec<Req, Res> {
  readonly name: string;
  readonly description: string;
  /** The gRPC method it calls, from its module's service table; its path is sent as the ABCI query path. */
  readonly method: GrpcMethod<Req, Res>;
  /** Positional arguments, in order; an optional one (`[name]`, last) is undefined in `args` when not given. */
  readonly args?: readonly { readonly name: string; readonly description: string; readonly optional?: boolean }[];
  readonly options?: () => readonly Option[];
  /** Adds the SDK's pagination flags; `items` names what is paged in their help ("DIDs"). */
  readonly pagination?: { readonly items: string };
  buildRequest(input: QueryInput): Req;
  /** The response in Cosmos JSON (proto names, defaults, uint64 as strings). */
  toJson(response: Res): unknown;
}

/** Adds one subcommand per spec to `group`, each with --node, --height and --output. */
export function registerQueryCommands(group: Command, ctx: LedgerContext, specs: readonly QueryCommandSpec<any, any>[]): void {
  for (const spec of specs) registerQueryCommand(group, ctx, spec);
}

function registerQueryCommand<Req, Res>(group: Command, ctx: LedgerContext, spec: QueryCommandSpec<Req, Res>): void {
  const cmd = group.command(spec.name).description(spec.description);
  for (const arg of spec.args ?? []) cmd.argument(arg.optional ? `[${arg.name}]` : `<${arg.name}>`, arg.description);
  for (const option of spec.options?.() ?? []) cmd.addOption(option);
  if (spec.pagination !== undefined) for (const option of paginationOptions(spec.pagination.items)) cmd.addOption(option);
  cmd
    .addOption(nodeOption())
    .addOption(heightOption())
    .addOption(outputOption())
    .action(async (...params: unknown[]) => {
      const self = params[params.length - 1] as Command;
      const opts = self.opts<{ node: string; height: bigint; output: OutputFormat }>();
      const input: QueryInput = {
        args: self.processedArgs as string[],
        options: self.opts(),
        ...(spec.pagination === undefined ? {} : { page: readPageRequest(self) }),
      };
      const request = spec.buildRequest(input);
      const response = await queryMethod(new CometRpcClient(opts.node), spec.method, request, { height: opts.height });
      printResult(ctx, spec.toJson(response), opts.output);
    });
}
