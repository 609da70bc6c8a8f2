import { graphql } from '@/gql';

export const CHAT_MODERATION = graphql(`
  query ChatModerationMessages($room: String, $after: String) {
    chatModerationMessages(room: $room, first: 50, after: $after) {
      nodes {
        id
        room
        authorName
        text
        createdAt
        deletedAt
        deletedBy
        deleteReason
        player {
          id
          email
        }
      }
      pageInfo {
        nextCursor
      }
    }
  }
`);

export const DELETE_CHAT_MESSAGE = graphql(`
  mutation DeleteChatMessage($id: ID!, $reason: String!) {
    deleteChatMessage(id: $id, reason: $reason) {
      id
      deletedAt
      deleteReason
    }
  }
`);

export const VIP_APPLICATIONS = graphql(`
  query VipApplications($status: VipApplicationStatus, $after: String) {
    vipApplications(status: $status, first: 25, after: $after) {
      nodes {
        id
        status
        message
        contactPreference
        createdAt
        currentLevel
        decidedAt
        decidedByName
        decisionReason
        approvedLevel
        player {
          id
          email
          name
        }
      }
      pageInfo {
        nextCursor
      }
    }
  }
`);

export const APPROVE_VIP = graphql(`
  mutation ApproveVipApplication($id: ID!, $level: Int!, $reason: String) {
    approveVipApplication(id: $id, level: $level, reason: $reason) {
      id
      status
    }
  }
`);

export const REJECT_VIP = graphql(`
  mutation RejectVipApplication($id: ID!, $reason: String!) {
    rejectVipApplication(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

export const RG_FLAGS = graphql(`
  query RgFlags($after: String) {
    rgFlags(first: 50, after: $after) {
      nodes {
        id
        kind
        reference
        createdAt
        amount {
          amount
          currency
        }
        player {
          id
          email
        }
      }
      pageInfo {
        nextCursor
      }
    }
  }
`);
