import type { FastifyReply } from "fastify";
import { answerReadOrCut } from "../../../../../lib/answer-read-deadline";
import { DoorBusyError } from "../../../../../lib/door-limit";
import type { Logger } from "../../../../../lib/logger";
import type { RestPlugin } from "../../../module-kit/rest/plugin";
import { boundedMessage } from "../../../types/bounded-message";
import { didLedgerOf, LedgerReadError } from "./ledger";
import { MEDIA_TYPE, negotiateRepresentation, type Representation } from "./media-types";
import { resolveDid, type DidLedger, type DidStateProof, type Resolution, type ResolutionErrorCode } from "./resolver";
import { w3cDidDocument } from "./w3c-document";

/** The path of DID Resolution's HTTP(S) binding, as the Universal Resolver and its drivers serve it. */
export const DID_RESOLUTION_PATH = "/1.0/identifiers/";
const RESOLUTION_CONTEXT = "https://w3id.org/did-resolution/v1";

interface Answer {
  readonly status: number;
  readonly contentType: string;
  readonly body: unknown;
}

const ERROR_STATUS: Readonly<Record<ResolutionErrorCode, number>> = {
  invalidDid: 400,
  invalidOptions: 400,
  notFound: 404,
  representationNotSupported: 406,
  internalError: 500,
  methodNotSupported: 501,
};

/**
 * `GET /1.0/identifiers/{did}`: DID Resolution for did:hid (modules/ssi/resolution/). The Accept header chooses the
 * resolution result or the DID document alone; `versionId`, `versionTime` and `proof` are read from the DID URL's
 * query or the request's. A deactivated DID answers 410 with its last document; errors answer a resolution result
 * with the spec's error code and the status DID Resolution gives it. Requests take a turn of the REST door. The ssi
 * module mounts it on the REST server (its descriptor's restPlugins).
 */
export const didResolutionPlugin: RestPlugin = (app, services) => {
  const logger = services.logger.with({ module: "did-resolution" });
  const ledger = didLedgerOf(services);
  app.get(`${DID_RESOLUTION_PATH}*`, async (req, reply) => {
    const identifier = (req.params as Record<string, string | undefined>)["*"] ?? "";
    const query = req.query as Record<string, string | string[] | undefined>;
    const respond = () => answerResolution(ledger, identifier, req.headers.accept, query, logger);
    if (services.limit === undefined) return send(reply, await respond());
    try {
      await services.limit.run(async () => {
        send(reply, await respond());
        await answerReadOrCut(reply.raw);
      });
    } catch (err) {
      if (!(err instanceof DoorBusyError)) throw err;
      reply.header("retry-after", "1");
      send(reply, errorAnswer(MEDIA_TYPE.resolution, "internalError", err.message, 503));
    }
    return reply;
  });
};

async function answerResolution(
  ledger: DidLedger,
  identifier: string,
  accept: string | undefined,
  query: Record<string, string | string[] | undefined>,
  logger: Logger,
): Promise<Answer> {
  const representation = negotiateRepresentation(accept);
  if (representation === undefined) {
    return errorAnswer(
      MEDIA_TYPE.resolution,
      "representationNotSupported",
      `none of the representations accepted (${boundedMessage(accept ?? "")}) is served: ask for ${Object.values(MEDIA_TYPE).join(", ")}`,
    );
  }
  const options: Record<string, string> = {};
  for (const name of ["versionId", "versionTime", "proof"] as const) {
    const value = query[name];
    if (Array.isArray(value)) return errorAnswer(representation.contentType, "invalidOptions", `${name} is given ${value.length} times`);
    if (value !== undefined) options[name] = value;
  }
  let resolution: Resolution;
  try {
    resolution = await resolveDid(ledger, identifier, options);
  } catch (err) {
    if (!(err instanceof LedgerReadError))
      logger.error("DID resolution failed", { did: boundedMessage(identifier), err: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    return errorAnswer(errorContentType(representation), "internalError", err instanceof LedgerReadError ? err.message : "the ledger could not be read");
  }
  if (!resolution.ok) return errorAnswer(errorContentType(representation), resolution.error, resolution.message);
  const status = resolution.metadata.deactivated === true ? 410 : 200;
  const didDocument = resolution.state.didDocument!;
  if (representation.body === "document") {
    return { status, contentType: representation.contentType, body: w3cDidDocument(didDocument, representation.representation) };
  }
  return {
    status,
    contentType: representation.contentType,
    body: {
      "@context": RESOLUTION_CONTEXT,
      didDocument: w3cDidDocument(didDocument, "json-ld"),
      didResolutionMetadata: {
        contentType: MEDIA_TYPE.didLdJson,
        height: resolution.height.toString(),
        ...(resolution.proof === undefined ? {} : { stateProof: proofJson(resolution.proof) }),
      },
      didDocumentMetadata: resolution.metadata,
    },
  };
}

/** Errors are resolution results: in the type asked for when it is one, else in DID Resolution's own. */
function errorContentType(representation: Representation): string {
  return representation.body === "result" ? representation.contentType : MEDIA_TYPE.resolution;
}

function errorAnswer(contentType: string, error: ResolutionErrorCode, message: string, status = ERROR_STATUS[error]): Answer {
  return {
    status,
    contentType,
    body: {
      "@context": RESOLUTION_CONTEXT,
      didDocument: null,
      didResolutionMetadata: { error, errorMessage: boundedMessage(message) },
      didDocumentMetadata: {},
    },
  };
}

/** The proof as JSON: bytes in base64, the height as a string; the app hash it chains to is in block `height + 1`'s header. */
function proofJson(proof: DidStateProof): Record<string, unknown> {
  const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
  return {
    height: proof.height.toString(),
    appHashHeight: (proof.height + 1n).toString(),
    store: proof.store,
    key: base64(proof.key),
    value: base64(proof.value),
    proofOps: proof.proofOps.map((op) => ({ type: op.type, key: base64(op.key), data: base64(op.data) })),
  };
}

function send(reply: FastifyReply, answer: Answer): FastifyReply {
  // As bytes, so that no charset is appended: JSON is UTF-8 and its media types define no charset parameter.
  return reply
    .code(answer.status)
    .header("content-type", answer.contentType)
    .send(Buffer.from(JSON.stringify(answer.body)));
}
