import { Bip39, EnglishMnemonic, Random } from "@cosmjs/crypto";

const WORD_COUNTS = [12, 15, 18, 21, 24];
const ENTROPY_BYTES_24_WORDS = 32;

/** A new 24-word English BIP-39 mnemonic from 256 bits of system randomness. */
export function generateMnemonic(): string {
  return Bip39.encode(Random.getBytes(ENTROPY_BYTES_24_WORDS)).toString();
}

/**
 * Checks a BIP-39 English mnemonic and returns it normalized (lower case, single spaces), the form the seed is
 * derived from. Throws an error saying what is wrong: word count, an unknown word, or a bad checksum.
 */
export function normalizeMnemonic(input: string): string {
  const words = input
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== "");
  if (words.length === 0) throw new Error("invalid mnemonic: no words were given");
  if (!WORD_COUNTS.includes(words.length)) {
    throw new Error(`invalid mnemonic: expected 12, 15, 18, 21 or 24 words, got ${words.length}`);
  }
  const known = new Set(EnglishMnemonic.wordlist);
  const unknown = words.findIndex((w) => !known.has(w));
  if (unknown >= 0) {
    throw new Error(`invalid mnemonic: word ${unknown + 1} "${words[unknown]}" is not in the BIP-39 English word list`);
  }
  const mnemonic = words.join(" ");
  try {
    new EnglishMnemonic(mnemonic);
  } catch {
    throw new Error("invalid mnemonic: the checksum does not match (a word is wrong or the words are out of order)");
  }
  return mnemonic;
}
