import {
  QueryDenomHashRequest,
  QueryDenomHashResponse,
  QueryDenomTraceRequest,
  QueryDenomTraceResponse,
  QueryDenomTracesRequest,
  QueryDenomTracesResponse,
  QueryEscrowAddressRequest,
  QueryEscrowAddressResponse,
  QueryParamsRequest,
  QueryParamsResponse,
} from "cosmjs-types-ibc-v7/ibc/applications/transfer/v1/query";
import { QueryTotalEscrowForDenomRequest, QueryTotalEscrowForDenomResponse } from "cosmjs-types/ibc/applications/transfer/v1/query";
import { grpcService } from "../../../codec/proto-codec";

/**
 * The `ibc.applications.transfer.v1.Query` service of ibc-go v7.10. TotalEscrowForDenom (v7.1) is missing from the
 * v7 types of cosmjs-types 0.9; its messages are unchanged in 0.11's, which are used for it.
 */
export const TRANSFER_QUERY = grpcService("/ibc.applications.transfer.v1.Query", {
  DenomTrace: [QueryDenomTraceRequest, QueryDenomTraceResponse],
  DenomTraces: [QueryDenomTracesRequest, QueryDenomTracesResponse],
  Params: [QueryParamsRequest, QueryParamsResponse],
  DenomHash: [QueryDenomHashRequest, QueryDenomHashResponse],
  EscrowAddress: [QueryEscrowAddressRequest, QueryEscrowAddressResponse],
  TotalEscrowForDenom: [QueryTotalEscrowForDenomRequest, QueryTotalEscrowForDenomResponse],
} as const);
