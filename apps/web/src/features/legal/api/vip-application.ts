// MyVipApplication and SubmitVipApplication: the VIP club application of the signed-in player.
import type { MyVipApplicationQuery, SubmitVipApplicationMutation } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export const VIP_CONTACT_PREFERENCES = ['EMAIL', 'PHONE', 'TELEGRAM', 'WHATSAPP'] as const;
export type VipContactPreference = (typeof VIP_CONTACT_PREFERENCES)[number];
export const VIP_MESSAGE_MIN = 10;
export const VIP_MESSAGE_MAX = 1000;

export type VipApplication = NonNullable<MyVipApplicationQuery['myVipApplication']>;

export const MY_VIP_APPLICATION_QUERY = graphql(`
  query MyVipApplication {
    myVipApplication {
      id
      message
      contactPreference
      status
      createdAt
    }
  }
`);

export type SubmitVipApplicationResult = SubmitVipApplicationMutation['submitVipApplication'];

export const SUBMIT_VIP_APPLICATION_MUTATION = graphql(`
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
`);
