import type { Command } from "commander";
import { resolveAddressRef } from "../../../../cli-kit/address-ref";
import { homeBech32Prefix } from "../../../../cli-kit/genesis/file";
import { globalOptions } from "../../../../../../lib/cli-kit/options";
import { txContext, type TxContext, type TxFlags } from "../../../../cli-kit/tx";
import { AddressCodec } from "../../../../types/address";

/**
 * The tx context of a command whose first argument is the granter, as in the SDK: the granter signs, so it is
 * --from when that is not given; a --from naming another account (by key name or address) is an error.
 */
export async function granterTxContext(cmd: Command, granter: string): Promise<TxContext> {
  const { from } = cmd.opts<TxFlags>();
  const tx = await txContext(cmd, { from: from ?? granter });
  if (from !== undefined) {
    const codec = new AddressCodec(homeBech32Prefix(globalOptions(cmd).home));
    const granterAddress = await resolveAddressRef(granter, codec, cmd);
    if (granterAddress !== tx.sender)
      throw new Error(`--from ${from} (${tx.sender}) is not the granter ${granter}: the granter signs, leave --from out or name the same account`);
  }
  return tx;
}

/** The grantee argument: an address of the chain's prefix, other than the granter. */
export function granteeAddress(cmd: Command, grantee: string, tx: TxContext): string {
  const codec = new AddressCodec(homeBech32Prefix(globalOptions(cmd).home));
  codec.decode(grantee, "grantee address");
  const address = grantee.toLowerCase();
  if (address === tx.sender) throw new Error("the grantee must be another account than the granter");
  return address;
}
