import { fromBech32, toBech32 } from "@cosmjs/encoding";
import { ripemd160 } from "@noble/hashes/legacy.js";
import { GenerationalCache } from "./generational-cache";
import { sha256 } from "./hash";
import { latin1 } from "./latin1";
import { ErrInvalidAddress } from "./sdk-errors";

export const DEFAULT_BECH32_PREFIX = "hid";
const MAX_ADDRESS_LENGTH = 255;
/** The longest bech32 string the SDK decodes (types/bech32 DecodeAndConvert passes a limit of 1023). */
const MAX_BECH32_LENGTH = 1023;
/** How much of a rejected address an error message repeats. */
const SHOWN_CHARS = 100;
/**
 * Conversions remembered in each direction, per generation (two are kept): a transaction converts the same few
 * addresses about a dozen times.
 */
const MEMO_ENTRIES = 20_000;

/**
 * Converts account addresses between bytes and bech32. The prefix comes from genesis (`auth.bech32_prefix`)
 * and is fixed once the chain has started; the app sets it before any block, which is why it is mutable.
 */
export class AddressCodec {
  private current: string;
  private readonly encoded = new GenerationalCache<string, string>(MEMO_ENTRIES);
  private readonly decoded = new GenerationalCache<string, Uint8Array>(MEMO_ENTRIES);
  private readonly views: AddressCodec[] = [];

  /** `suffix` makes the codec of validator operator ("valoper") or consensus ("valcons") addresses; see `validators`. */
  constructor(
    prefix: string = DEFAULT_BECH32_PREFIX,
    private readonly suffix = "",
  ) {
    this.current = AddressCodec.checkPrefix(prefix) + suffix;
  }

  get prefix(): string {
    return this.current;
  }

  /** Sets the chain's prefix (at InitChain from genesis, or at start-up from state); the validator codecs follow. */
  usePrefix(prefix: string): void {
    this.current = AddressCodec.checkPrefix(prefix) + this.suffix;
    this.encoded.clear();
    this.decoded.clear();
    for (const view of this.views) view.usePrefix(prefix);
  }

  /** The codec of validator operator addresses: the same bytes as the operator's account, prefix `<prefix>valoper`. */
  get validators(): AddressCodec {
    return this.view("valoper");
  }

  /** The codec of consensus addresses (the first 20 bytes of SHA-256 of an Ed25519 key), prefix `<prefix>valcons`. */
  get consensus(): AddressCodec {
    return this.view("valcons");
  }

  private view(suffix: string): AddressCodec {
    if (this.suffix !== "") throw new Error("validator and consensus address codecs derive from the account codec only");
    let view = this.views.find((v) => v.suffix === suffix);
    if (view === undefined) {
      view = new AddressCodec(this.current, suffix);
      this.views.push(view);
    }
    return view;
  }

  encode(address: Uint8Array): string {
    const key = latin1(address);
    let text = this.encoded.get(key);
    if (text === undefined) {
      text = toBech32(this.current, address, 1023);
      this.encoded.set(key, text);
    }
    return text;
  }

  /** Decodes and checks a bech32 account address; `what` names the field in the error ("from address"). */
  decode(address: string, what = "address"): Uint8Array {
    const known = this.decoded.get(address);
    if (known !== undefined) return known.slice();
    const bytes = this.decodeChecked(address, what);
    this.decoded.set(address, bytes.slice());
    return bytes;
  }

  private decodeChecked(address: string, what: string): Uint8Array {
    if (address.trim() === "") throw ErrInvalidAddress.wrap(`empty ${what}`);
    if (address.length > MAX_BECH32_LENGTH) {
      throw ErrInvalidAddress.wrap(`invalid ${what} ${shown(address)}: ${address.length} characters, more than the ${MAX_BECH32_LENGTH} of a bech32 string`);
    }
    let decoded: { prefix: string; data: Uint8Array };
    try {
      decoded = fromBech32(address, MAX_BECH32_LENGTH);
    } catch (err) {
      throw ErrInvalidAddress.wrap(`invalid ${what} ${shown(address)}: decoding bech32 failed: ${(err as Error).message}`);
    }
    if (decoded.prefix !== this.current) {
      throw ErrInvalidAddress.wrap(`invalid ${what} ${shown(address)}: invalid Bech32 prefix; expected ${this.current}, got ${shown(decoded.prefix)}`);
    }
    if (decoded.data.length === 0 || decoded.data.length > MAX_ADDRESS_LENGTH) {
      throw ErrInvalidAddress.wrap(`invalid ${what} ${shown(address)}: address length must be 1 to ${MAX_ADDRESS_LENGTH} bytes, got ${decoded.data.length}`);
    }
    return decoded.data;
  }

  isValid(address: string): boolean {
    try {
      this.decode(address);
      return true;
    } catch {
      return false;
    }
  }

  private static checkPrefix(prefix: string): string {
    if (!/^[a-z][a-z0-9]{0,30}$/.test(prefix))
      throw new Error(`invalid bech32 prefix ${JSON.stringify(prefix)}: lower-case letters and digits, starting with a letter`);
    return prefix;
  }
}

/** An address as an error message repeats it: whole when short, else its start and how long it was. */
function shown(address: string): string {
  return address.length <= SHOWN_CHARS ? address : `${address.slice(0, SHOWN_CHARS)}…(${address.length} characters)`;
}

/** The address of a module account: the first 20 bytes of SHA-256 of its name (the SDK's `NewModuleAddress`). */
export function moduleAddress(moduleName: string): Uint8Array {
  return sha256(new TextEncoder().encode(moduleName)).subarray(0, 20);
}

/** The account address of a compressed secp256k1 public key: RIPEMD-160(SHA-256(key)). */
export function secp256k1Address(compressedPubkey: Uint8Array): Uint8Array {
  return ripemd160(sha256(compressedPubkey));
}

/** The address with its one-byte length in front (the SDK's `address.MustLengthPrefix`). */
export function lengthPrefixed(address: Uint8Array): Uint8Array {
  if (address.length === 0 || address.length > 255) throw new Error(`address length must be 1 to 255 bytes, got ${address.length}`);
  const prefixed = new Uint8Array(1 + address.length);
  prefixed[0] = address.length;
  prefixed.set(address, 1);
  return prefixed;
}

/**
 * The chain's account prefix as the auth genesis section sets it (`bech32_prefix`), "hid" when unset. Here rather than
 * in auth because the command line reads it from a home's genesis file too, before it knows any module.
 */
export function bech32PrefixOfAuthGenesis(section: unknown): string {
  if (section === null || typeof section !== "object" || Array.isArray(section)) throw new Error("auth genesis must be a JSON object");
  const prefix = (section as { bech32_prefix?: unknown }).bech32_prefix ?? DEFAULT_BECH32_PREFIX;
  if (typeof prefix !== "string") throw new Error(`auth genesis: bech32_prefix must be a string, got ${JSON.stringify(prefix)}`);
  return prefix;
}

const OPERATOR_SUFFIX = "valoper";

/**
 * The account address (bech32) of a validator operator address: the same bytes under the account prefix. A message
 * whose signer field holds an operator address (MsgEditValidator, MsgUnjail) is signed by that account. Text that is
 * not an operator address is returned as it is, for the signer check to refuse.
 */
export function operatorAccountAddress(operator: string): string {
  try {
    const { prefix, data } = fromBech32(operator, MAX_BECH32_LENGTH);
    if (!prefix.endsWith(OPERATOR_SUFFIX) || prefix.length === OPERATOR_SUFFIX.length) return operator;
    return toBech32(prefix.slice(0, -OPERATOR_SUFFIX.length), data, MAX_BECH32_LENGTH);
  } catch {
    return operator;
  }
}
