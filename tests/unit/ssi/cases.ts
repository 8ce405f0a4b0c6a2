import type { ErrorKind } from "../../../abci-app/src/types/errors";
import { expectError, expectOk, newSsi, run, type Ssi } from "./setup";

/** One row of a handler table: a fresh chain, optional setup, the message and the expected outcome. */
export interface Case<T> {
  name: string;
  namespace?: string;
  legacy?: boolean;
  setup?: (ssi: Ssi) => void;
  msg: (ssi: Ssi) => T;
  expErr?: ErrorKind;
  /** A part of the error message, or a pattern it matches. */
  expErrMsg?: string | RegExp;
  /** Extra checks on success. */
  check?: (ssi: Ssi, response: unknown) => void;
}

/** Runs each case as its own test against `typeUrl`. */
export function runCases<T>(typeUrl: string, cases: readonly Case<T>[]): void {
  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, tc) => {
    const ssi = newSsi({ ...(tc.namespace === undefined ? {} : { namespace: tc.namespace }), legacy: tc.legacy ?? false });
    tc.setup?.(ssi);
    const outcome = run(ssi, typeUrl, tc.msg(ssi));
    if (tc.expErr === undefined) {
      expectOk(outcome);
      tc.check?.(ssi, outcome);
    } else {
      expectError(outcome, tc.expErr, tc.expErrMsg);
    }
  });
}
