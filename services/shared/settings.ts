export type Env = Readonly<Record<string, string | undefined>>;

/** A whole-number setting from the environment, or an error that names it and its range. */
export function integerSetting(text: string, name: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, not ${text}`);
  return value;
}
