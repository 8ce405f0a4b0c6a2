import { ConfigResponse } from "cosmjs-types/cosmos/base/node/v1beta1/query";
import { nodeConfigHandler } from "../../../abci-app/src/app/node-config-query";
import { parseDecCoins } from "../../../abci-app/src/types/coins";

describe("cosmos.base.node.v1beta1.Service/Config", () => {
  const config = (prices: string) => ConfigResponse.decode(nodeConfigHandler(parseDecCoins(prices))(new Uint8Array()));

  it("prints the node's minimum gas prices as SDK v0.47 prints DecCoins", () => {
    expect(config("0.025uhid").minimumGasPrice).toBe("0.025000000000000000uhid");
    expect(config("1stake,0.5uhid").minimumGasPrice).toBe("1.000000000000000000stake,0.500000000000000000uhid");
  });

  it("leaves zero prices out, as the SDK's DecCoins do: no price at all is the empty string", () => {
    expect(config("0uhid").minimumGasPrice).toBe("");
    expect(config("").minimumGasPrice).toBe("");
    expect(config("0stake,0.1uhid").minimumGasPrice).toBe("0.100000000000000000uhid");
  });

  it("answers only the v0.47 field on the wire", () => {
    const bytes = nodeConfigHandler(parseDecCoins("0.025uhid"))(new Uint8Array());
    expect(Buffer.from(bytes).toString("hex")).toBe(`0a18${Buffer.from("0.025000000000000000uhid").toString("hex")}`);
  });

  it("refuses a request that does not decode", () => {
    expect(() => nodeConfigHandler([])(Uint8Array.from([0xff]))).toThrow("failed to decode ConfigRequest");
  });
});
