import { SimulateRequest, SimulateResponse } from "cosmjs-types/cosmos/tx/v1beta1/service";
import type { AuthInfo, TxBody } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import type { CometRpcClient } from "../../comet/rpc-client";
import { queryGrpc, QueryFailedError } from "../query";
import { encodeTxRaw } from "./tx-json";

export const SIMULATE_PATH = "/cosmos.tx.v1beta1.Service/Simulate";

/**
 * Runs the transaction on the node without committing it (`cosmos.tx.v1beta1.Service/Simulate`) and returns the
 * gas it used. As in the SDK the transaction carries its signer info and an empty signature: the node checks the
 * sequence, skips the signature and charges the gas of one.
 */
export async function simulateGas(client: CometRpcClient, body: TxBody, authInfo: AuthInfo): Promise<bigint> {
  const txBytes = encodeTxRaw({ body, authInfo, signatures: authInfo.signerInfos.map(() => new Uint8Array()) });
  let response: SimulateResponse;
  try {
    response = await queryGrpc(client, SIMULATE_PATH, { codec: SimulateRequest, message: SimulateRequest.fromPartial({ txBytes }) }, SimulateResponse);
  } catch (err) {
    if (err instanceof QueryFailedError) {
      throw new Error(`the simulation failed with code ${err.code}${err.codespace === "" ? "" : ` (codespace ${err.codespace})`}: ${err.log.trim()}`);
    }
    throw err;
  }
  if (response.gasInfo === undefined) throw new Error(`the node at ${client.address} answered the simulation without gas_info`);
  return response.gasInfo.gasUsed;
}
