import { unsignedTxJson } from "../../../../abci-app/src/cli/tx";

describe("unsignedTxJson (--generate-only)", () => {
  it("prints the SDK v0.47 unsigned Tx: every field, proto names, no signer infos or signatures", () => {
    const text = unsignedTxJson([{ "@type": "/x.Msg", a: 1 }], { memo: "", timeoutHeight: 0n, fee: { amount: [], gasLimit: 200000n, payer: "", granter: "" } });
    expect(text).toBe(
      '{"body":{"messages":[{"@type":"/x.Msg","a":1}],"memo":"","timeout_height":"0","extension_options":[],"non_critical_extension_options":[]},' +
        '"auth_info":{"signer_infos":[],"fee":{"amount":[],"gas_limit":"200000","payer":"","granter":""},"tip":null},"signatures":[]}\n',
    );
  });

  it("prints the fee coins, memo, timeout height, payer and granter", () => {
    const tx = JSON.parse(
      unsignedTxJson([], {
        memo: "hi",
        timeoutHeight: 90n,
        fee: { amount: [{ denom: "stake", amount: 1n }, { denom: "uhid", amount: 500n }], gasLimit: 300000n, payer: "hid1p", granter: "hid1g" },
      }),
    );
    expect(tx.body).toMatchObject({ memo: "hi", timeout_height: "90" });
    expect(tx.auth_info.fee).toEqual({ amount: [{ denom: "stake", amount: "1" }, { denom: "uhid", amount: "500" }], gas_limit: "300000", payer: "hid1p", granter: "hid1g" });
  });
});
