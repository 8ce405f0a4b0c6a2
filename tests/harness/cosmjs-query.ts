import { QueryClient, setupAuthExtension, setupBankExtension, setupTxExtension } from "@cosmjs/stargate";
import type { CometClient } from "@cosmjs/tendermint-rpc";
import type { AbciCaller } from "../../abci-app/src/abci/caller";

/**
 * A cosmjs QueryClient whose only transport call, `abciQuery`, goes to the harness's ABCI caller instead of
 * CometBFT's RPC. Request encoding, response decoding and error handling are cosmjs's own code, so tests
 * see what a cosmjs application sees (until the node issue puts a real CometBFT in between).
 */
export function cosmjsQueryClient(caller: AbciCaller) {
  const transport = {
    async abciQuery(params: { path: string; data: Uint8Array; prove?: boolean; height?: number }) {
      const res = await caller.query({ path: params.path, data: params.data, prove: params.prove ?? false, height: BigInt(params.height ?? 0) });
      return {
        key: res.key,
        value: res.value,
        height: Number(res.height),
        index: Number(res.index),
        code: res.code,
        codespace: res.codespace,
        log: res.log,
        info: res.info,
      };
    },
  } as unknown as CometClient;
  return QueryClient.withExtensions(transport, setupAuthExtension, setupBankExtension, setupTxExtension);
}

/** What cosmjs's StargateClient.getAccount does with a query error: a NotFound status means "no account". */
export async function getAccountOrNull(client: ReturnType<typeof cosmjsQueryClient>, address: string) {
  try {
    return await client.auth.account(address);
  } catch (error) {
    if (/rpc error: code = NotFound/i.test(String(error))) return null;
    throw error;
  }
}
