import type { Command } from "commander";
import { toSdkJson } from "../../../../codec/sdk-json";
import type { ProtoCodec } from "../../../../codec/proto-codec";
import type { LedgerContext } from "../../../../cli-kit/context";
import { parseUint64, registerQueryCommands, type QueryCommandSpec, type QueryInput } from "../../../../cli-kit/query";
import { cosmosPageRequest } from "../../../../cli-kit/query/page-response";
import { STAKING_QUERY } from "../../types/query";

type Method = (typeof STAKING_QUERY)[keyof typeof STAKING_QUERY];

const arg = (name: string, description: string) => ({ name, description });
const DELEGATOR = arg("delegator_address", "the delegator's account (hid1…)");
const VALIDATOR = arg("validator_address", "the validator's operator address (hidvaloper1…)");

/** One command per method: `args` become request fields in order; `paged` adds the pagination flags. */
function command(
  name: string,
  description: string,
  method: Method,
  args: readonly { name: string; description: string }[],
  toRequest: (args: readonly string[]) => Record<string, unknown>,
  paged?: string,
): QueryCommandSpec<any, any> {
  const request = method.request as ProtoCodec<any>;
  const response = method.response as ProtoCodec<any>;
  return {
    name,
    description,
    method,
    args,
    ...(paged === undefined ? {} : { pagination: { items: paged } }),
    buildRequest: ({ args: given, page }: QueryInput) =>
      request.fromPartial({ ...toRequest(given), ...(page === undefined ? {} : { pagination: cosmosPageRequest(page) }) }),
    toJson: (res: unknown) => toSdkJson(response, res),
  };
}

/** The `q staking` commands of SDK v0.47, printed in Cosmos JSON. */
const STAKING_QUERY_COMMANDS: readonly QueryCommandSpec<any, any>[] = [
  command("validator", "Show a validator", STAKING_QUERY.Validator, [VALIDATOR], ([v]) => ({ validatorAddr: v })),
  command("validators", "List every validator, whatever its status", STAKING_QUERY.Validators, [], () => ({}), "validators"),
  command("delegation", "Show a delegation and the tokens it is worth", STAKING_QUERY.Delegation, [DELEGATOR, VALIDATOR], ([d, v]) => ({
    delegatorAddr: d,
    validatorAddr: v,
  })),
  command("delegations", "List a delegator's delegations", STAKING_QUERY.DelegatorDelegations, [DELEGATOR], ([d]) => ({ delegatorAddr: d }), "delegations"),
  command(
    "delegations-to",
    "List the delegations to a validator",
    STAKING_QUERY.ValidatorDelegations,
    [VALIDATOR],
    ([v]) => ({ validatorAddr: v }),
    "delegations",
  ),
  command("unbonding-delegation", "Show a delegator's unbonding from a validator", STAKING_QUERY.UnbondingDelegation, [DELEGATOR, VALIDATOR], ([d, v]) => ({
    delegatorAddr: d,
    validatorAddr: v,
  })),
  command(
    "unbonding-delegations",
    "List a delegator's unbonding delegations",
    STAKING_QUERY.DelegatorUnbondingDelegations,
    [DELEGATOR],
    ([d]) => ({ delegatorAddr: d }),
    "unbonding delegations",
  ),
  command(
    "unbonding-delegations-from",
    "List the unbonding delegations from a validator",
    STAKING_QUERY.ValidatorUnbondingDelegations,
    [VALIDATOR],
    ([v]) => ({ validatorAddr: v }),
    "unbonding delegations",
  ),
  command(
    "redelegation",
    "Show a delegator's redelegation from one validator to another",
    STAKING_QUERY.Redelegations,
    [DELEGATOR, arg("src_validator_address", "where the stake came from"), arg("dst_validator_address", "where it went")],
    ([d, s, t]) => ({ delegatorAddr: d, srcValidatorAddr: s, dstValidatorAddr: t }),
  ),
  command("redelegations", "List a delegator's redelegations", STAKING_QUERY.Redelegations, [DELEGATOR], ([d]) => ({ delegatorAddr: d }), "redelegations"),
  command(
    "redelegations-from",
    "List the redelegations out of a validator",
    STAKING_QUERY.Redelegations,
    [VALIDATOR],
    ([v]) => ({ srcValidatorAddr: v }),
    "redelegations",
  ),
  command(
    "historical-info",
    "Show the header and validator set recorded at a height",
    STAKING_QUERY.HistoricalInfo,
    [arg("height", "a block height")],
    ([h]) => ({
      height: heightArgument(h!),
    }),
  ),
  command("pool", "Show the bonded and not-bonded tokens", STAKING_QUERY.Pool, [], () => ({})),
  command("params", "Show the staking parameters", STAKING_QUERY.Params, [], () => ({})),
];

function heightArgument(text: string): bigint {
  try {
    return parseUint64(text);
  } catch (err) {
    throw new Error(`invalid height ${JSON.stringify(text)}: ${(err as Error).message}`);
  }
}

/** `query staking`: validators, delegations, unbondings, redelegations, the pool and the params. */
export function registerStakingQueryCommands(query: Command, ctx: LedgerContext): void {
  registerQueryCommands(query.command("staking").description("Query validators, delegations and staking parameters"), ctx, STAKING_QUERY_COMMANDS);
}
