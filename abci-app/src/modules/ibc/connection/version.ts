import type { Version } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/connection";
import { ErrInvalidVersion, ErrVersionNegotiationFailed } from "../errors";

export const ORDER_ORDERED = "ORDER_ORDERED";
export const ORDER_UNORDERED = "ORDER_UNORDERED";

/** ibc-go's one connection version: identifier "1", both channel orderings. */
export function compatibleVersions(): Version[] {
  return [{ identifier: "1", features: [ORDER_ORDERED, ORDER_UNORDERED] }];
}

/** ibc-go's `ValidateVersion`: a non-blank identifier and no blank feature. */
export function validateVersion(version: Version | undefined): Version {
  if (version === undefined) throw ErrInvalidVersion.wrap("version cannot be nil");
  if (version.identifier.trim() === "") throw ErrInvalidVersion.wrap("version identifier cannot be blank");
  version.features.forEach((feature, i) => {
    if (feature.trim() === "") throw ErrInvalidVersion.wrap(`feature cannot be blank, index ${i}`);
  });
  return version;
}

/** ibc-go's `IsSupportedVersion`: a version of `supported` has its identifier and every one of its features (at least one). */
export function isSupportedVersion(supported: readonly Version[], proposed: Version): boolean {
  const match = supported.find((v) => v.identifier === proposed.identifier);
  return match !== undefined && proposed.features.length > 0 && proposed.features.every((f) => match.features.includes(f));
}

/** ibc-go's `PickVersion`: the first of our versions the counterparty also has, with the features both have, in our order. */
export function pickVersion(supported: readonly Version[], counterparty: readonly Version[]): Version {
  for (const ours of supported) {
    const theirs = counterparty.find((v) => v.identifier === ours.identifier);
    if (theirs === undefined) continue;
    const features = ours.features.filter((f) => theirs.features.includes(f));
    if (features.length > 0) return { identifier: ours.identifier, features };
  }
  throw ErrVersionNegotiationFailed.wrap("failed to find a matching counterparty version from the supported version list");
}
