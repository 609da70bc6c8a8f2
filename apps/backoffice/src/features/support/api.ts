import { graphql } from '@/gql';

export const SUPPORT_CONVERSATION_FIELDS = graphql(`
  fragment SupportConversationFields on StaffSupportConversation {
    id
    status
    unread
    lastMessageAt
    player {
      id
      email
      name
    }
    lastMessage {
      id
      fromStaff
      text
    }
  }
`);

export const SUPPORT_MESSAGE_FIELDS = graphql(`
  fragment StaffSupportMessageFields on StaffSupportMessage {
    id
    fromStaff
    staffName
    text
    createdAt
  }
`);

export const SUPPORT_INBOX = graphql(`
  query SupportInbox($filter: SupportInboxFilter, $after: String) {
    supportInbox(filter: $filter, first: 25, after: $after) {
      nodes {
        ...SupportConversationFields
      }
      pageInfo {
        nextCursor
      }
    }
  }
`);

export const SUPPORT_THREAD = graphql(`
  query SupportThread($id: ID!) {
    supportThread(id: $id) {
      conversation {
        ...SupportConversationFields
      }
      messages {
        ...StaffSupportMessageFields
      }
      hasMore
    }
  }
`);

export const REPLY_SUPPORT = graphql(`
  mutation ReplySupportConversation($id: ID!, $text: String!) {
    replySupportConversation(id: $id, text: $text) {
      ...SupportConversationFields
    }
  }
`);

export const MARK_SUPPORT_READ = graphql(`
  mutation MarkSupportConversationRead($id: ID!) {
    markSupportConversationRead(id: $id) {
      ...SupportConversationFields
    }
  }
`);

export const CLOSE_SUPPORT = graphql(`
  mutation CloseSupportConversation($id: ID!, $reason: String) {
    closeSupportConversation(id: $id, reason: $reason) {
      ...SupportConversationFields
    }
  }
`);

export const REOPEN_SUPPORT = graphql(`
  mutation ReopenSupportConversation($id: ID!) {
    reopenSupportConversation(id: $id) {
      ...SupportConversationFields
    }
  }
`);
