import type { Context } from "../module-kit/context";
import type { TxDeliverer } from "../module-kit/descriptor";

/**
 * The transaction runner modules get while they are built, before the app (which owns the pipeline) exists: the app
 * attaches its pipeline in its constructor. Used at InitChain only (genutil's gentxs).
 */
export class LateTxDeliverer implements TxDeliverer {
  private target: TxDeliverer["deliverTx"] | undefined;

  attach(deliver: TxDeliverer["deliverTx"]): void {
    this.target = deliver;
  }

  deliverTx(ctx: Context, tx: Uint8Array): { readonly code: number; readonly log: string } {
    if (this.target === undefined) throw new Error("no app is attached to run transactions yet");
    return this.target(ctx, tx);
  }
}
