import {
  AddressBytesToStringRequest,
  AddressBytesToStringResponse,
  AddressStringToBytesRequest,
  AddressStringToBytesResponse,
  Bech32PrefixRequest,
  Bech32PrefixResponse,
  QueryAccountAddressByIDRequest,
  QueryAccountAddressByIDResponse,
  QueryAccountInfoRequest,
  QueryAccountInfoResponse,
  QueryAccountRequest,
  QueryAccountResponse,
  QueryAccountsRequest,
  QueryAccountsResponse,
  QueryModuleAccountByNameRequest,
  QueryModuleAccountByNameResponse,
  QueryModuleAccountsRequest,
  QueryModuleAccountsResponse,
  QueryParamsRequest,
  QueryParamsResponse,
} from "cosmjs-types/cosmos/auth/v1beta1/query";
import { grpcService } from "../../../codec/proto-codec";

/** The `cosmos.auth.v1beta1.Query` service of SDK v0.47, declared once for its routes, REST paths and CLI. */
export const AUTH_QUERY = grpcService("/cosmos.auth.v1beta1.Query", {
  Accounts: [QueryAccountsRequest, QueryAccountsResponse],
  Account: [QueryAccountRequest, QueryAccountResponse],
  AccountAddressByID: [QueryAccountAddressByIDRequest, QueryAccountAddressByIDResponse],
  Params: [QueryParamsRequest, QueryParamsResponse],
  ModuleAccounts: [QueryModuleAccountsRequest, QueryModuleAccountsResponse],
  ModuleAccountByName: [QueryModuleAccountByNameRequest, QueryModuleAccountByNameResponse],
  Bech32Prefix: [Bech32PrefixRequest, Bech32PrefixResponse],
  AddressBytesToString: [AddressBytesToStringRequest, AddressBytesToStringResponse],
  AddressStringToBytes: [AddressStringToBytesRequest, AddressStringToBytesResponse],
  AccountInfo: [QueryAccountInfoRequest, QueryAccountInfoResponse],
} as const);
