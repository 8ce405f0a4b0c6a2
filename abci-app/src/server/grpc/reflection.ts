import { create, fromBinary, toBinary, type DescFile, type DescMessage, type FileRegistry } from "@bufbuild/protobuf";
import { BinaryReader } from "@bufbuild/protobuf/wire";
import type { FileDescriptorSet } from "@bufbuild/protobuf/wkt";
import type { ServerDuplexStream, ServiceDefinition, UntypedServiceImplementation } from "@grpc/grpc-js";
import { GrpcCode } from "../grpc-codes";
import { rawMethod } from "./raw-codec";

/** The two versions of gRPC server reflection; their messages are the same, only the package differs. */
export const REFLECTION_SERVICES = ["grpc.reflection.v1.ServerReflection", "grpc.reflection.v1alpha.ServerReflection"] as const;

/** The request fields this service reads (protobuf-es's shape of ServerReflectionRequest). */
interface ReflectionRequest {
  readonly host: string;
  readonly messageRequest:
    | { case: "fileByFilename" | "fileContainingSymbol" | "allExtensionNumbersOfType" | "listServices"; value: string }
    | { case: "fileContainingExtension"; value: { containingType: string; extensionNumber: number } }
    | { case: undefined; value?: undefined };
}

type ResponseBody =
  | { case: "fileDescriptorResponse"; value: { fileDescriptorProto: Uint8Array[] } }
  | { case: "allExtensionNumbersResponse"; value: { baseTypeName: string; extensionNumber: number[] } }
  | { case: "listServicesResponse"; value: { service: { name: string }[] } }
  | { case: "errorResponse"; value: { errorCode: number; errorMessage: string } };

/**
 * gRPC server reflection (v1 and v1alpha) answered from the node's descriptor set, so that generic clients
 * (grpcurl, Postman…) list the services and call them. Files are sent as the exact FileDescriptorProto bytes
 * protoc produced, each with every file it imports, transitively.
 */
export class ReflectionService {
  private readonly fileBytes = new Map<string, Uint8Array>();

  private readonly registry: FileRegistry;

  constructor(
    descriptors: { readonly bytes: Uint8Array; readonly set: FileDescriptorSet; readonly registry: FileRegistry },
    /** The services this server serves (reflection included), as ListServices reports them. */
    private readonly services: readonly string[],
  ) {
    this.registry = descriptors.registry;
    splitFiles(descriptors.bytes).forEach((bytes, i) => this.fileBytes.set(descriptors.set.file[i]!.name, bytes));
  }

  /** The service definition and implementation for one of {@link REFLECTION_SERVICES}. */
  service(name: (typeof REFLECTION_SERVICES)[number]): { definition: ServiceDefinition; implementation: UntypedServiceImplementation } {
    const pkg = name.slice(0, name.lastIndexOf("."));
    const request = this.message(`${pkg}.ServerReflectionRequest`);
    const response = this.message(`${pkg}.ServerReflectionResponse`);
    return {
      definition: { ServerReflectionInfo: rawMethod(`/${name}/ServerReflectionInfo`, true, true) },
      implementation: {
        ServerReflectionInfo: (call: ServerDuplexStream<Uint8Array, Uint8Array>) => {
          call.on("data", (bytes: Uint8Array) => call.write(this.answer(request, response, bytes)));
          call.on("end", () => call.end());
          call.on("error", () => undefined);
        },
      },
    };
  }

  private answer(requestDesc: DescMessage, responseDesc: DescMessage, bytes: Uint8Array): Uint8Array {
    let request: ReflectionRequest | undefined;
    let body: ResponseBody;
    try {
      request = fromBinary(requestDesc, bytes) as unknown as ReflectionRequest;
      body = this.respond(request);
    } catch (err) {
      body = errorBody(GrpcCode.InvalidArgument, `cannot read the reflection request: ${(err as Error).message}`);
    }
    const message = create(responseDesc, { validHost: request?.host ?? "", originalRequest: request, messageResponse: body } as never);
    return toBinary(responseDesc, message);
  }

  private respond(request: ReflectionRequest): ResponseBody {
    const { messageRequest } = request;
    switch (messageRequest.case) {
      case "listServices":
        return { case: "listServicesResponse", value: { service: this.services.map((name) => ({ name })) } };
      case "fileByFilename": {
        const file = this.registry.getFile(messageRequest.value);
        return file === undefined ? errorBody(GrpcCode.NotFound, `file not found: ${messageRequest.value}`) : this.filesOf(file);
      }
      case "fileContainingSymbol": {
        const file = this.fileOfSymbol(messageRequest.value);
        return file === undefined ? errorBody(GrpcCode.NotFound, `symbol not found: ${messageRequest.value}`) : this.filesOf(file);
      }
      case "fileContainingExtension": {
        const { containingType, extensionNumber } = messageRequest.value;
        const extendee = this.registry.getMessage(containingType);
        const extension = extendee === undefined ? undefined : this.registry.getExtensionFor(extendee, extensionNumber);
        return extension === undefined
          ? errorBody(GrpcCode.NotFound, `extension not found: ${containingType} ${extensionNumber}`)
          : this.filesOf(extension.file);
      }
      case "allExtensionNumbersOfType": {
        const typeName = messageRequest.value;
        if (this.registry.getMessage(typeName) === undefined) return errorBody(GrpcCode.NotFound, `type not found: ${typeName}`);
        const numbers = [...this.registry].flatMap((d) => (d.kind === "extension" && d.extendee.typeName === typeName ? [d.number] : []));
        return { case: "allExtensionNumbersResponse", value: { baseTypeName: typeName, extensionNumber: numbers } };
      }
      default:
        return errorBody(GrpcCode.InvalidArgument, "the reflection request asks nothing");
    }
  }

  /** Services, messages, enums and extensions by full name; methods and fields through their parent. */
  private fileOfSymbol(symbol: string): DescFile | undefined {
    const desc = this.registry.get(symbol) ?? this.registry.get(symbol.slice(0, Math.max(0, symbol.lastIndexOf("."))));
    return desc?.file;
  }

  /** The file and every file it imports, transitively, each once, the file first. */
  private filesOf(file: DescFile): ResponseBody {
    const seen = new Set<DescFile>();
    const visit = (f: DescFile) => {
      if (seen.has(f)) return;
      seen.add(f);
      f.dependencies.forEach(visit);
    };
    visit(file);
    return { case: "fileDescriptorResponse", value: { fileDescriptorProto: [...seen].map((f) => this.fileBytes.get(f.proto.name)!) } };
  }

  private message(typeName: string): DescMessage {
    const desc = this.registry.getMessage(typeName);
    if (desc === undefined) throw new Error(`the descriptor set lacks ${typeName}: regenerate with npm run descriptors`);
    return desc;
  }
}

function errorBody(code: GrpcCode, message: string): ResponseBody {
  return { case: "errorResponse", value: { errorCode: code, errorMessage: message } };
}

/** The FileDescriptorSet's `file` entries (field 1) as the bytes protoc wrote, in order. */
function splitFiles(setBytes: Uint8Array): Uint8Array[] {
  const reader = new BinaryReader(setBytes);
  const files: Uint8Array[] = [];
  while (reader.pos < reader.len) {
    const [field, wireType] = reader.tag();
    if (field === 1) files.push(reader.bytes());
    else reader.skip(wireType);
  }
  return files;
}
