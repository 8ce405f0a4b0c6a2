import type { Any } from "cosmjs-types/google/protobuf/any";
import type { CometRpcClient } from "../../comet/rpc-client";

/** What signing needs of an account: its number (bound by the signature) and its sequence (the next one expected). */
export interface SignerAccount {
  readonly accountNumber: bigint;
  readonly sequence: bigint;
  /** The public key the chain holds for it, once it has sent a transaction. */
  readonly pubKey: Any | undefined;
}

/** Reads an account from a node (the SDK's `client.AccountRetriever`); the auth module provides it. */
export interface AccountRetriever {
  account(client: CometRpcClient, address: string): Promise<SignerAccount>;
}

/**
 * The signer's account number and sequence: --account-number and --sequence where given (both are needed
 * offline), the rest from the node, as the SDK's `PrepareFactory`.
 */
export async function signerAccount(
  address: string,
  given: { readonly accountNumber?: bigint | undefined; readonly sequence?: bigint | undefined },
  connection: { readonly offline: true } | { readonly offline: false; readonly client: CometRpcClient },
  accounts: AccountRetriever,
): Promise<SignerAccount> {
  if (given.accountNumber !== undefined && given.sequence !== undefined) {
    return { accountNumber: given.accountNumber, sequence: given.sequence, pubKey: undefined };
  }
  if (connection.offline) throw new Error("signing offline needs --account-number and --sequence: the node is not asked for them");
  const account = await accounts.account(connection.client, address);
  return {
    accountNumber: given.accountNumber ?? account.accountNumber,
    sequence: given.sequence ?? account.sequence,
    pubKey: account.pubKey,
  };
}
