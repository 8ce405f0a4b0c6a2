import type { QueryAccountResponse } from "cosmjs-types/cosmos/auth/v1beta1/query";
import { queryMethod, QueryFailedError } from "../../../cli-kit/query";
import type { AccountRetriever } from "../../../cli-kit/tx/account";
import type { CometRpcClient } from "../../../comet/rpc-client";
import { unpackAccount, type UnpackedAccount } from "../types/account";
import { AUTH_QUERY } from "../types/query";

/** The account at `address` from the node; an account the chain does not have is an error that says why. */
export async function fetchAccount(client: CometRpcClient, address: string): Promise<UnpackedAccount> {
  let response: QueryAccountResponse;
  try {
    response = await queryMethod(client, AUTH_QUERY.Account, { address });
  } catch (err) {
    if (err instanceof QueryFailedError && err.isNotFound) {
      throw new Error(`account ${address} does not exist on the chain of the node at ${client.address}: an account exists once it has received funds`);
    }
    throw err;
  }
  if (response.account === undefined) throw new Error(`the node at ${client.address} answered the account query for ${address} without an account`);
  return unpackAccount(response.account);
}

/** Signing's account reader: auth's Account query, as the SDK's `authtypes.AccountRetriever`. */
export const authAccountRetriever: AccountRetriever = { account: fetchAccount };
