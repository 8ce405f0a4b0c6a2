import { Minter, Params } from "cosmjs-types/cosmos/mint/v1beta1/mint";
import type { Context } from "../../module-kit/context";
import type { KVStore } from "../../store/types";
import type { AddressCodec } from "../../types/address";
import { event } from "../../types/events";
import { formatDec } from "../../types/coins";
import { decFromInt, decQuoInt } from "../../types/dec";
import { FEE_COLLECTOR } from "../../tx/expected-keepers";
import type { BankModuleKeeper } from "../bank/keeper/keeper";
import type { StakingKeeper } from "../staking/keeper/keeper";
import { annualProvisions, blockProvision, nextInflationRate } from "./types/inflation";
import { MINT_MODULE_NAME, MINT_STORE_KEY, MINTER_KEY, PARAMS_KEY } from "./types/keys";
import { defaultMinter, defaultMintParams, type MintParams } from "./types/params";

/** x/mint state (the minter and params) and its begin block: new coins each block, to the fee collector. */
export class MintKeeper {
  constructor(
    private readonly staking: StakingKeeper,
    private readonly bank: BankModuleKeeper,
  ) {}

  /** The chain's account address codec: MsgUpdateParams' authority is checked with it. */
  get addressCodec(): AddressCodec {
    return this.staking.addressCodec;
  }

  getParams(ctx: Context): MintParams {
    const bytes = store(ctx).get(PARAMS_KEY);
    return bytes === undefined ? defaultMintParams() : Params.decode(bytes);
  }

  setParams(ctx: Context, params: MintParams): void {
    store(ctx).set(PARAMS_KEY, Params.encode(params).finish());
  }

  getMinter(ctx: Context): Minter {
    const bytes = store(ctx).get(MINTER_KEY);
    return bytes === undefined ? defaultMinter() : Minter.decode(bytes);
  }

  setMinter(ctx: Context, minter: Minter): void {
    store(ctx).set(MINTER_KEY, Minter.encode(minter).finish());
  }

  /**
   * The SDK's mint `BeginBlocker`: the bonded ratio (bonded pool ÷ supply of the bond denom, cut) sets the next
   * inflation, which with the supply sets the annual provisions; this block's share (cut to an integer) is minted to
   * the mint module account and sent to the fee collector, where distribution finds it with the fees.
   */
  beginBlock(ctx: Context): void {
    const params = this.getParams(ctx);
    const bondDenom = this.staking.bondDenom(ctx);
    const supply = this.bank.getSupply(ctx, bondDenom).amount;
    const bondedRatio = supply > 0n ? decQuoInt(decFromInt(this.staking.bondedPoolBalance(ctx)), supply) : 0n;
    const minter = this.getMinter(ctx);
    const inflation = nextInflationRate(minter, params, bondedRatio);
    const updated = { inflation: inflation.toString(), annualProvisions: annualProvisions(inflation, supply).toString() };
    this.setMinter(ctx, updated);
    const amount = blockProvision(updated, params);
    if (amount > 0n) {
      const coins = [{ denom: params.mintDenom, amount }];
      this.bank.mintCoins(ctx, MINT_MODULE_NAME, coins);
      this.bank.sendCoinsFromModuleToModule(ctx, MINT_MODULE_NAME, FEE_COLLECTOR, coins);
    }
    ctx.events.emit(
      event("mint", [
        ["bonded_ratio", formatDec(bondedRatio)],
        ["inflation", formatDec(inflation)],
        ["annual_provisions", formatDec(BigInt(updated.annualProvisions))],
        ["amount", amount.toString()],
      ]),
    );
  }
}

function store(ctx: Context): KVStore {
  return ctx.kvStore(MINT_STORE_KEY);
}
