import { RestInputError } from "../../../abci-app/src/module-kit/rest/input-error";
import { compileRoutePath, pathParamsOf } from "../../../abci-app/src/server/rest/route-path";

describe("route paths", () => {
  test("literal paths stay as they are", () => {
    expect(compileRoutePath("/cosmos/bank/v1beta1/params")).toEqual({ fastifyPath: "/cosmos/bank/v1beta1/params", params: [], restParam: undefined });
  });

  test(":name is one path segment", () => {
    expect(compileRoutePath("/cosmos/bank/v1beta1/balances/:address/by_denom")).toEqual({
      fastifyPath: "/cosmos/bank/v1beta1/balances/:address/by_denom",
      params: ["address"],
      restParam: undefined,
    });
  });

  test(":name* takes the rest of the path (Fastify's wildcard)", () => {
    expect(compileRoutePath("/hypersign-protocol/hidnode/ssi/did/:didId*")).toEqual({
      fastifyPath: "/hypersign-protocol/hidnode/ssi/did/*",
      params: ["didId"],
      restParam: "didId",
    });
  });

  test("a literal colon is escaped for Fastify, which reads : as a parameter", () => {
    expect(compileRoutePath("/a/b:c/:id").fastifyPath).toBe("/a/b::c/:id");
  });

  test.each([
    ["no leading slash", "cosmos/params"],
    ["an empty segment", "/a//b"],
    ["a rest parameter before the end", "/a/:id*/b"],
    ["a repeated name", "/a/:id/:id"],
    ["a bad name", "/a/:1d"],
    ["a stray star", "/a/*"],
  ])("refuses %s", (_what, path) => expect(() => compileRoutePath(path)).toThrow(Error));

  test("reads parameters back from what Fastify matched", () => {
    const compiled = compileRoutePath("/x/:address/y/:rest*");
    expect(pathParamsOf(compiled, { address: "hid1abc", "*": "did:hid:a/b" })).toEqual({ address: "hid1abc", rest: "did:hid:a/b" });
  });

  test("an empty parameter is a RestInputError", () => {
    const compiled = compileRoutePath("/ssi/did/:didId*");
    expect(() => pathParamsOf(compiled, { "*": "" })).toThrow(new RestInputError("didId", "missing path parameter didId"));
    expect(() => pathParamsOf(compiled, {})).toThrow(RestInputError);
  });
});
