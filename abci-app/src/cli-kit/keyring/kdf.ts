import { scrypt } from "node:crypto";

/** scrypt cost (RFC 7914): CPU/memory cost N (a power of 2), block size r, parallelism p; memory is 128·N·r bytes. */
export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/**
 * 128 MiB and about 0.5 s on the project's 2-core machines (N = 2^17, r = 8, p = 1): the cost the scrypt paper
 * suggests for file encryption scaled to a command that runs once per passphrase. Files record the cost they were
 * made with, so it can be raised later without breaking existing keyrings.
 */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/** Bounds for a cost read from a file, so that a tampered file cannot make us allocate gigabytes or spin for hours. */
const MAX_MEMORY = 1024 * 1024 * 1024;
const LIMITS = { N: [2 ** 10, 2 ** 22], r: [1, 32], p: [1, 16] } as const;

export const KEY_BYTES = 32;
export const SALT_BYTES = 16;

/**
 * The 32-byte key a passphrase gives under a salt and cost: OpenSSL's scrypt through node:crypto, native and run
 * off the main thread (a pure-JS KDF is an order of magnitude slower for the same cost).
 */
export function scryptKey(passphrase: string, salt: Uint8Array, params: ScryptParams): Promise<Uint8Array> {
  const maxmem = 128 * params.N * params.r * params.p + 2 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(passphrase.normalize("NFC"), salt, KEY_BYTES, { N: params.N, r: params.r, p: params.p, maxmem }, (err, key) =>
      err ? reject(err) : resolve(new Uint8Array(key)),
    );
  });
}

/** "N=131072,r=8,p=1", the form files and armor headers carry. */
export function formatScryptParams(params: ScryptParams): string {
  return `N=${params.N},r=${params.r},p=${params.p}`;
}

/** Parses "N=…,r=…,p=…" and checks each value against sane bounds; `where` names the source in errors. */
export function parseScryptParams(text: string, where: string): ScryptParams {
  const match = /^N=(\d{1,8}),r=(\d{1,3}),p=(\d{1,3})$/.exec(text);
  if (match === null) throw new Error(`${where}: invalid scrypt parameters "${text}" (expected N=<cost>,r=<block size>,p=<parallelism>)`);
  const params = { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  for (const name of ["N", "r", "p"] as const) {
    const [min, max] = LIMITS[name];
    if (params[name] < min || params[name] > max) throw new Error(`${where}: scrypt ${name}=${params[name]} is outside ${min}..${max}`);
  }
  if ((params.N & (params.N - 1)) !== 0) throw new Error(`${where}: scrypt N=${params.N} is not a power of 2`);
  if (128 * params.N * params.r * params.p > MAX_MEMORY) throw new Error(`${where}: scrypt N=${params.N},r=${params.r},p=${params.p} needs more than 1 GiB`);
  return params;
}
