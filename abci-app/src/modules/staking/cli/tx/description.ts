import { Option } from "commander";
import type { Description } from "cosmjs-types/cosmos/staking/v1beta1/staking";

export interface DescriptionFlags {
  moniker: string;
  identity: string;
  website: string;
  securityContact: string;
  details: string;
}

/** The validator description flags; `unset` is their default ("" to create, "[do-not-modify]" to edit). */
export function descriptionOptions(unset: string | undefined): Option[] {
  const option = (flags: string, text: string) => (unset === undefined ? new Option(flags, text).default("") : new Option(flags, text).default(unset));
  return [
    option("--moniker <name>", "the validator's name"),
    option("--identity <text>", "an identity signature, such as a Keybase key fingerprint"),
    option("--website <url>", "the validator's website"),
    option("--security-contact <email>", "whom to tell of security problems"),
    option("--details <text>", "anything else"),
  ];
}

export function readDescription(opts: DescriptionFlags): Description {
  return { moniker: opts.moniker, identity: opts.identity, website: opts.website, securityContact: opts.securityContact, details: opts.details };
}
