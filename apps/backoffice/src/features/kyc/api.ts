import { graphql } from '@/gql';

export const KYC_CASE_FIELDS = graphql(`
  fragment KycCaseFields on KycCase {
    status
    reason
    submittedAt
    player {
      id
      email
      name
      country
      createdAt
    }
    documents {
      id
      fileName
      mime
      size
      uploadedAt
      url
    }
  }
`);

export const KYC_QUEUE = graphql(`
  query KycQueue($status: KycStatus, $after: String) {
    kycQueue(status: $status, first: 50, after: $after) {
      nodes {
        ...KycCaseFields
      }
      pageInfo {
        nextCursor
      }
    }
  }
`);

export const APPROVE_KYC = graphql(`
  mutation ApproveKyc($playerId: ID!, $note: String) {
    approveKyc(playerId: $playerId, note: $note) {
      ...KycCaseFields
    }
  }
`);

export const REJECT_KYC = graphql(`
  mutation RejectKyc($playerId: ID!, $reason: KycRejectReason!, $note: String) {
    rejectKyc(playerId: $playerId, reason: $reason, note: $note) {
      ...KycCaseFields
    }
  }
`);
