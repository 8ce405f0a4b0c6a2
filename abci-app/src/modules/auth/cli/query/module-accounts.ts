import type { Command } from "commander";
import type { LedgerContext } from "../../../../cli-kit/context";
import { registerQueryCommands, type QueryCommandSpec } from "../../../../cli-kit/query";
import { AUTH_QUERY } from "../../types/query";
import { accountToJson } from "../account-json";

/**
 * `module-account <name>` and `module-accounts`: the accounts modules own (the fee collector, the staking pools,
 * gov, whose address is the authority of every parameter message a proposal carries).
 */
export function registerModuleAccountQueries(group: Command, ctx: LedgerContext): void {
  const specs: readonly QueryCommandSpec<any, any>[] = [
    {
      name: "module-account",
      description: "Show a module's account by the module's name, e.g. gov or distribution",
      method: AUTH_QUERY.ModuleAccountByName,
      args: [{ name: "module-name", description: "the module's name" }],
      buildRequest: ({ args }) => ({ name: args[0]! }),
      toJson: (res) => ({ account: accountToJson(res.account) }),
    },
    {
      name: "module-accounts",
      description: "List every module account",
      method: AUTH_QUERY.ModuleAccounts,
      buildRequest: () => ({}),
      toJson: (res) => ({ accounts: res.accounts.map(accountToJson) }),
    },
  ];
  registerQueryCommands(group, ctx, specs);
}
