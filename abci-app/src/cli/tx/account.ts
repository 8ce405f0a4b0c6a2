import { QueryAccountRequest, QueryAccountResponse } from "cosmjs-types/cosmos/auth/v1beta1/query";
import type { Any } from "cosmjs-types/google/protobuf/any";
import type { CometRpcClient } from "../../comet/rpc-client";
import { unpackAccount, type UnpackedAccount } from "../../modules/auth/types/account";
import { queryGrpc, QueryFailedError } from "../query";

export const ACCOUNT_QUERY_PATH = "/cosmos.auth.v1beta1.Query/Account";

/** What signing needs of an account: its number (bound by the signature) and its sequence (the next one expected). */
export interface SignerAccount {
  readonly accountNumber: bigint;
  readonly sequence: bigint;
  /** The public key the chain holds for it, once it has sent a transaction. */
  readonly pubKey: Any | undefined;
}

/** The account at `address` from the node; an account the chain does not have is an error that says why. */
export async function fetchAccount(client: CometRpcClient, address: string): Promise<UnpackedAccount> {
  let response: QueryAccountResponse;
  try {
    response = await queryGrpc(client, ACCOUNT_QUERY_PATH, { codec: QueryAccountRequest, message: { address } }, QueryAccountResponse);
  } catch (err) {
    if (err instanceof QueryFailedError && err.isNotFound) {
      throw new Error(`account ${address} does not exist on the chain of the node at ${client.address}: an account exists once it has received funds`);
    }
    throw err;
  }
  if (response.account === undefined) throw new Error(`the node at ${client.address} answered the account query for ${address} without an account`);
  return unpackAccount(response.account);
}

/**
 * The signer's account number and sequence: --account-number and --sequence where given (both are needed
 * offline), the rest from the node, as the SDK's `PrepareFactory`.
 */
export async function signerAccount(
  address: string,
  given: { readonly accountNumber?: bigint | undefined; readonly sequence?: bigint | undefined },
  connection: { readonly offline: true } | { readonly offline: false; readonly client: CometRpcClient },
): Promise<SignerAccount> {
  if (given.accountNumber !== undefined && given.sequence !== undefined) {
    return { accountNumber: given.accountNumber, sequence: given.sequence, pubKey: undefined };
  }
  if (connection.offline) throw new Error("signing offline needs --account-number and --sequence: the node is not asked for them");
  const account = await fetchAccount(connection.client, address);
  return {
    accountNumber: given.accountNumber ?? account.accountNumber,
    sequence: given.sequence ?? account.sequence,
    pubKey: account.pubKey,
  };
}
