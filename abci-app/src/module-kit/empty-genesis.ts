/** The genesis section of a module that keeps no genesis state (x/upgrade, x/consensus): `{}`, or an Error saying what it got. */
export function checkEmptyGenesis(genesis: unknown): void {
  const empty = typeof genesis === "object" && genesis !== null && !Array.isArray(genesis) && Object.keys(genesis).length === 0;
  if (!empty) throw new Error(`expected an empty object {}, got ${JSON.stringify(genesis)}`);
}
