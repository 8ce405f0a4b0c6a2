import { MsgCancelUpgrade, MsgCancelUpgradeResponse, MsgSoftwareUpgrade, MsgSoftwareUpgradeResponse } from "cosmjs-types/cosmos/upgrade/v1beta1/tx";
import type { MsgType } from "../../../codec/proto-codec";

export const MSG_SOFTWARE_UPGRADE_TYPE_URL = "/cosmos.upgrade.v1beta1.MsgSoftwareUpgrade";
export const MSG_CANCEL_UPGRADE_TYPE_URL = "/cosmos.upgrade.v1beta1.MsgCancelUpgrade";

export const SOFTWARE_UPGRADE_MSG_TYPE: MsgType<MsgSoftwareUpgrade, MsgSoftwareUpgradeResponse> = {
  typeUrl: MSG_SOFTWARE_UPGRADE_TYPE_URL,
  codec: MsgSoftwareUpgrade,
  response: { typeUrl: `${MSG_SOFTWARE_UPGRADE_TYPE_URL}Response`, codec: MsgSoftwareUpgradeResponse },
  aminoName: "cosmos-sdk/MsgSoftwareUpgrade",
  signers: (msg) => [msg.authority],
};

export const CANCEL_UPGRADE_MSG_TYPE: MsgType<MsgCancelUpgrade, MsgCancelUpgradeResponse> = {
  typeUrl: MSG_CANCEL_UPGRADE_TYPE_URL,
  codec: MsgCancelUpgrade,
  response: { typeUrl: `${MSG_CANCEL_UPGRADE_TYPE_URL}Response`, codec: MsgCancelUpgradeResponse },
  aminoName: "cosmos-sdk/MsgCancelUpgrade",
  signers: (msg) => [msg.authority],
};

/** The upgrade messages, both signed by the module's authority (the gov account). */
export const UPGRADE_MSG_TYPES = [SOFTWARE_UPGRADE_MSG_TYPE, CANCEL_UPGRADE_MSG_TYPE] as const;
