import { RestInputError } from "../../module-kit/rest/input-error";
import type { PathParams } from "../../module-kit/rest/route";

/** A route path translated for Fastify's router, and how to read its parameters back. */
export interface CompiledPath {
  /** What Fastify routes on: `:name` segments as they are, `:name*` as `*`, literal colons doubled. */
  readonly fastifyPath: string;
  /** Parameter names in path order; the last is `restParam` when the path ends in `:name*`. */
  readonly params: readonly string[];
  readonly restParam: string | undefined;
}

const PARAM = /^:([A-Za-z_][A-Za-z0-9_]*)(\*?)$/;

/** Checks and translates a RestRoute path; a malformed one is a programming error and throws Error. */
export function compileRoutePath(path: string): CompiledPath {
  if (!path.startsWith("/")) throw new Error(`route path ${JSON.stringify(path)} must start with /`);
  const segments = path.slice(1).split("/");
  const params: string[] = [];
  let restParam: string | undefined;
  const out = segments.map((segment, index) => {
    if (segment === "") throw new Error(`route path ${JSON.stringify(path)} has an empty segment`);
    if (!segment.startsWith(":")) {
      if (segment.includes("*")) throw new Error(`route path ${JSON.stringify(path)}: * is only allowed after a parameter name`);
      return segment.replace(/:/g, "::");
    }
    const match = PARAM.exec(segment);
    if (match === null) throw new Error(`route path ${JSON.stringify(path)}: bad parameter segment ${JSON.stringify(segment)}`);
    const [, name, rest] = match as unknown as [string, string, string];
    if (params.includes(name)) throw new Error(`route path ${JSON.stringify(path)} repeats parameter ${name}`);
    params.push(name);
    if (rest === "") return `:${name}`;
    if (index !== segments.length - 1) throw new Error(`route path ${JSON.stringify(path)}: only the last parameter may take the rest of the path`);
    restParam = name;
    return "*";
  });
  return { fastifyPath: `/${out.join("/")}`, params, restParam };
}

/** The route's parameters from what Fastify matched (already URL-decoded); an empty one is a RestInputError. */
export function pathParamsOf(compiled: CompiledPath, matched: Readonly<Record<string, string | undefined>>): PathParams {
  const params: Record<string, string> = {};
  for (const name of compiled.params) {
    const value = matched[name === compiled.restParam ? "*" : name] ?? "";
    if (value === "") throw new RestInputError(name, `missing path parameter ${name}`);
    params[name] = value;
  }
  return params;
}
