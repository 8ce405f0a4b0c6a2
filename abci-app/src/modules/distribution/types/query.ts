import {
  QueryCommunityPoolRequest,
  QueryCommunityPoolResponse,
  QueryDelegationRewardsRequest,
  QueryDelegationRewardsResponse,
  QueryDelegationTotalRewardsRequest,
  QueryDelegationTotalRewardsResponse,
  QueryDelegatorValidatorsRequest,
  QueryDelegatorValidatorsResponse,
  QueryDelegatorWithdrawAddressRequest,
  QueryDelegatorWithdrawAddressResponse,
  QueryParamsRequest,
  QueryParamsResponse,
  QueryValidatorCommissionRequest,
  QueryValidatorCommissionResponse,
  QueryValidatorDistributionInfoRequest,
  QueryValidatorDistributionInfoResponse,
  QueryValidatorOutstandingRewardsRequest,
  QueryValidatorOutstandingRewardsResponse,
  QueryValidatorSlashesRequest,
  QueryValidatorSlashesResponse,
} from "cosmjs-types/cosmos/distribution/v1beta1/query";
import { grpcService } from "../../../codec/proto-codec";

/** The `cosmos.distribution.v1beta1.Query` service of SDK v0.47, declared once for its routes, REST paths and CLI. */
export const DISTRIBUTION_QUERY = grpcService("/cosmos.distribution.v1beta1.Query", {
  Params: [QueryParamsRequest, QueryParamsResponse],
  ValidatorDistributionInfo: [QueryValidatorDistributionInfoRequest, QueryValidatorDistributionInfoResponse],
  ValidatorOutstandingRewards: [QueryValidatorOutstandingRewardsRequest, QueryValidatorOutstandingRewardsResponse],
  ValidatorCommission: [QueryValidatorCommissionRequest, QueryValidatorCommissionResponse],
  ValidatorSlashes: [QueryValidatorSlashesRequest, QueryValidatorSlashesResponse],
  DelegationRewards: [QueryDelegationRewardsRequest, QueryDelegationRewardsResponse],
  DelegationTotalRewards: [QueryDelegationTotalRewardsRequest, QueryDelegationTotalRewardsResponse],
  DelegatorValidators: [QueryDelegatorValidatorsRequest, QueryDelegatorValidatorsResponse],
  DelegatorWithdrawAddress: [QueryDelegatorWithdrawAddressRequest, QueryDelegatorWithdrawAddressResponse],
  CommunityPool: [QueryCommunityPoolRequest, QueryCommunityPoolResponse],
} as const);
