import fs from "node:fs";
import { QueryParamsRequest, QueryParamsResponse } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { SSI_GENESIS } from "../../harness/ssi";
import { getJson } from "../../unit/server/gateway-harness";
import { startChainGateway } from "../server/chain-gateway";
import { tempDir } from "./fixtures";

const PARAMS = "/hypersignprotocol.hidnode.ssi.Query/Params";

/**
 * The ssi Params query tells clients the chain's signing mode: genesis `legacy_signatures`, beside the params (it is
 * no param), through the query router (the gRPC path of ABCI Query) and the REST gateway.
 */
describe.each([
  ["legacy_signatures: true", true],
  ["the default genesis (legacy_signatures: false)", false],
])("the ssi Params query of a chain with %s", (_, legacy) => {
  let dir: string;
  let chain: TestChain;
  let gateway: Awaited<ReturnType<typeof startChainGateway>>;

  beforeAll(async () => {
    dir = tempDir("ssi-params");
    chain = await TestChain.start({ dataDir: dir, appState: appStateWith([], { ssi: { ...SSI_GENESIS, legacy_signatures: legacy } }) });
    await chain.block();
    gateway = await startChainGateway(chain);
  });

  afterAll(async () => {
    await gateway?.close();
    await chain?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers legacy_signatures through the query router", async () => {
    expect(await chain.query(PARAMS, QueryParamsRequest, QueryParamsResponse, {})).toEqual({
      params: { chainNamespace: SSI_GENESIS.chain_namespace },
      legacySignatures: legacy,
    });
  });

  it("answers it over REST, in proto field names as the rest of the answer", async () => {
    const reply = await getJson(`${gateway.url}/hypersign-protocol/hidnode/ssi/params`);
    expect(reply).toMatchObject({ status: 200, body: { params: { chain_namespace: SSI_GENESIS.chain_namespace }, legacy_signatures: legacy } });
    expect(Object.keys(reply.body)).toEqual(["params", "legacy_signatures"]);
    expect(reply.body).toEqual((await gateway.abci(PARAMS, QueryParamsRequest, QueryParamsResponse, {})).json);
  });

  it("keeps it in the export, as genesis had it", () => {
    expect((chain.app.exportAppState() as { ssi: { legacy_signatures: boolean } }).ssi.legacy_signatures).toBe(legacy);
  });
});
