import { spawnSync } from "node:child_process";
import { QueryBalanceRequest, QueryBalanceResponse, QuerySupplyOfRequest, QuerySupplyOfResponse } from "cosmjs-types/cosmos/bank/v1beta1/query";
import type { GrpcMethod } from "../../abci-app/src/codec/proto-codec";
import { TRANSFER_QUERY } from "../../abci-app/src/modules/transfer/types/query";
import { builtCli } from "./built-cli";
import { rpcAbciQuery } from "./cometbft";
import type { IbcAccount, IbcChain } from "./ibc-chains";

/** One gRPC query method asked through CometBFT's `abci_query`, as a light wallet asks; a failure throws its log. */
export async function abciGrpcQuery<Req, Res>(chain: IbcChain, method: GrpcMethod<Req, Res>, request: Req): Promise<Res> {
  const answer = await rpcAbciQuery(chain.rpcUrl, method.path, method.request.encode(request).finish());
  if (answer.code !== 0) throw new Error(`${method.path} on ${chain.chainId}: ${answer.log}`);
  return method.response.decode(answer.value);
}

const BANK_BALANCE: GrpcMethod<QueryBalanceRequest, QueryBalanceResponse> = {
  path: "/cosmos.bank.v1beta1.Query/Balance",
  request: QueryBalanceRequest,
  response: QueryBalanceResponse,
};
const BANK_SUPPLY_OF: GrpcMethod<QuerySupplyOfRequest, QuerySupplyOfResponse> = {
  path: "/cosmos.bank.v1beta1.Query/SupplyOf",
  request: QuerySupplyOfRequest,
  response: QuerySupplyOfResponse,
};

export async function balanceOf(chain: IbcChain, address: string, denom: string): Promise<bigint> {
  return BigInt((await abciGrpcQuery(chain, BANK_BALANCE, { address, denom })).balance?.amount ?? "0");
}

export async function supplyOf(chain: IbcChain, denom: string): Promise<bigint> {
  return BigInt((await abciGrpcQuery(chain, BANK_SUPPLY_OF, { denom })).amount.amount);
}

/** What ICS-20 holds of `denom` in escrow on `chain`: the total its transfer module keeps, and the escrow account's balance. */
export async function escrowed(chain: IbcChain, channel: string, denom: string): Promise<{ total: bigint; account: bigint }> {
  const { escrowAddress } = await abciGrpcQuery(chain, TRANSFER_QUERY.EscrowAddress, { portId: "transfer", channelId: channel });
  const { amount } = await abciGrpcQuery(chain, TRANSFER_QUERY.TotalEscrowForDenom, { denom });
  return { total: BigInt(amount.amount), account: await balanceOf(chain, escrowAddress, denom) };
}

/**
 * The books of one direction of a channel: what `home` holds of `denom` in the channel's escrow account (the transfer
 * module's total of it must agree), and what the vouchers of it add up to on `away`. Equal when ICS-20 works.
 */
export async function escrowAndVouchers(
  home: IbcChain,
  homeChannel: string,
  denom: string,
  away: IbcChain,
  voucher: string,
): Promise<{ escrow: bigint; vouchers: bigint }> {
  const held = await escrowed(home, homeChannel, denom);
  if (held.total !== held.account)
    throw new Error(`${home.chainId}: the total escrow of ${denom} (${held.total}) is not the escrow account's balance (${held.account})`);
  return { escrow: held.total, vouchers: await supplyOf(away, voucher) };
}

/** The voucher denomination a trace gives on the receiving chain, as that chain's DenomHash query computes it. */
export async function voucherDenom(chain: IbcChain, trace: string): Promise<string> {
  return `ibc/${(await abciGrpcQuery(chain, TRANSFER_QUERY.DenomHash, { trace })).hash}`;
}

/** Runs the built `idledger` CLI against an IBC test chain, with `account`'s key recovered into a test keyring. */
export function idledgerCli(chain: IbcChain, account: IbcAccount, args: readonly string[]): string {
  const run = (argv: readonly string[], input?: string) => {
    const result = spawnSync(process.execPath, [builtCli(), ...argv, "--home", chain.home, "--keyring-backend", "test"], {
      input,
      encoding: "utf8",
      timeout: 60_000,
    });
    if (result.status !== 0) throw new Error(`idledger ${argv.join(" ")}: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  const listed = run(["keys", "list", "--output", "json"]);
  if (!listed.includes(`"${account.name}"`)) run(["keys", "add", account.name, "--recover", "--output", "json"], `${account.mnemonic}\n`);
  return run(args);
}

/** A query command of the built `idledger` CLI against an IBC test chain, its JSON output parsed. */
export function idledgerQuery(chain: IbcChain, args: readonly string[]): unknown {
  const result = spawnSync(process.execPath, [builtCli(), "query", ...args, "--node", chain.rpcUrl, "--output", "json"], { encoding: "utf8", timeout: 60_000 });
  if (result.status !== 0) throw new Error(`idledger query ${args.join(" ")}: ${result.stderr || result.stdout}`);
  return JSON.parse(result.stdout);
}
