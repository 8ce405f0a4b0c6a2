import type { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { createAuthModule } from "../../../../abci-app/src/modules/auth/module";
import { createBankModule } from "../../../../abci-app/src/modules/bank/module";
import { newGasMeter } from "../../../../abci-app/src/types/gas";
import { addressOf, newBank } from "./setup";

const alice = addressOf(1);
const bob = addressOf(2);
const carol = addressOf(3);

/**
 * Our own pinned numbers (the idea of the SDK's deterministic_test.go): any change in how bank touches the
 * store changes gas, and so fees users pay; such a change must be deliberate and show up here.
 */
function chain() {
  const b = newBank();
  const auth = createAuthModule(b.auth, b.registry);
  const bank = createBankModule(b.bank);
  const account = (address: Uint8Array, n: number) => ({
    "@type": "/cosmos.auth.v1beta1.BaseAccount",
    address: b.enc(address),
    pub_key: null,
    account_number: String(n),
    sequence: "0",
  });
  auth.initGenesis(b.ctx, { ...(auth.defaultGenesis() as object), accounts: [account(alice, 0), account(bob, 1)] });
  bank.initGenesis(b.ctx, {
    ...(bank.defaultGenesis() as object),
    balances: [
      { address: b.enc(alice), coins: [{ denom: "uhid", amount: "100" }] },
      { address: b.enc(bob), coins: [{ denom: "uhid", amount: "1" }] },
    ],
  });
  return { ...b, bankModule: bank };
}

describe("pinned gas", () => {
  const send = (b: ReturnType<typeof chain>, to: Uint8Array): MsgSend => ({
    fromAddress: b.enc(alice),
    toAddress: b.enc(to),
    amount: [{ denom: "uhid", amount: "10" }],
  });

  it("MsgSend of 10uhid to an existing account", () => {
    const b = chain();
    const ctx = b.ctx.withGasMeter(newGasMeter(10_000_000n));
    b.bankModule.msgRoutes[0]!.handle(ctx, send(b, bob));
    expect(ctx.gasMeter.consumed()).toBe(GAS_SEND_EXISTING);
  });

  it("MsgSend of 10uhid to a new account (the account is created)", () => {
    const b = chain();
    const ctx = b.ctx.withGasMeter(newGasMeter(10_000_000n));
    b.bankModule.msgRoutes[0]!.handle(ctx, send(b, carol));
    expect(ctx.gasMeter.consumed()).toBe(GAS_SEND_NEW);
  });

  it("Balance query of an account holding 100uhid", () => {
    const b = chain();
    const ctx = b.ctx.withGasMeter(newGasMeter(10_000_000n));
    const route = b.bankModule.queryRoutes.find((r) => r.path === "/cosmos.bank.v1beta1.Query/Balance")!;
    route.handle(ctx, { address: b.enc(alice), denom: "uhid" });
    expect(ctx.gasMeter.consumed()).toBe(GAS_BALANCE_QUERY);
  });
});

/**
 * params read 1009 + send-enabled flag miss 1015 + debit (read 1087, write 2840, owner-index check 1000)
 * + credit (read 1081, write 2840, owner-index check 1000) + recipient account check 1000.
 */
const GAS_SEND_EXISTING = 12872n;
/** As above, plus the owner-index entry, the account-number counter and the new account with its index. */
const GAS_SEND_NEW = 27722n;
/** ReadFlat 1000 + 3 × 26 key bytes (0x02 ‖ 20 ‖ address ‖ "uhid") + 3 × 3 value bytes ("100"): the SDK's number too. */
const GAS_BALANCE_QUERY = 1087n;
