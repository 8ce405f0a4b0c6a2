export type Env = Readonly<Record<string, string | undefined>>;

/** A whole-number setting from the environment, or an error that names it and its range. */
export function integerSetting(text: string, name: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new Error(`${name} must be an integer from ${min} to ${max}, not ${text}`);
  return value;
}

/**
 * What a caller sets over a service's environment: any setting, a database URL, and the node home whose
 * `<home>/<service>` is the default data directory.
 */
export type ExplicitSettings<C> = Partial<Omit<C, "database">> & { databaseUrl?: string; home?: string };
