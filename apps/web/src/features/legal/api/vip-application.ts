// MyVipApplication and SubmitVipApplication: the VIP club application of the signed-in player.
import { gql } from 'urql';

export const VIP_CONTACT_PREFERENCES = ['EMAIL', 'PHONE', 'TELEGRAM', 'WHATSAPP'] as const;
export type VipContactPreference = (typeof VIP_CONTACT_PREFERENCES)[number];
export const VIP_MESSAGE_MIN = 10;
export const VIP_MESSAGE_MAX = 1000;

export interface VipApplication {
  id: string;
  message: string;
  contactPreference: VipContactPreference;
  status: 'PENDING' | 'APPROVED' | 'DECLINED';
  createdAt: string;
}

export const MY_VIP_APPLICATION_QUERY = gql<{ myVipApplication: VipApplication | null }>`
  query MyVipApplication {
    myVipApplication {
      id
      message
      contactPreference
      status
      createdAt
    }
  }
`;

export type SubmitVipApplicationResult =
  | { __typename: 'SubmitVipApplicationSuccess'; ok: boolean }
  | { __typename: 'GeneralAppError'; code: string; message: string };

export const SUBMIT_VIP_APPLICATION_MUTATION = gql<
  { submitVipApplication: SubmitVipApplicationResult },
  { input: { message: string; contactPreference: VipContactPreference } }
>`
  mutation SubmitVipApplication($input: SubmitVipApplicationInput!) {
    submitVipApplication(input: $input) {
      __typename
      ... on SubmitVipApplicationSuccess {
        ok
      }
      ... on GeneralAppError {
        code
        message
      }
    }
  }
`;
