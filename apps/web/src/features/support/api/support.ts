// In-app support (walk issue 19 item 18): the player's conversation, sending, live messages.
import type { SupportMessageFieldsFragment } from '@/gql/graphql';
import { graphql, withFragments } from '@/lib/graphql';

export const SUPPORT_MESSAGE_FIELDS = graphql(`
  fragment SupportMessageFields on SupportMessage {
    id
    conversationId
    fromStaff
    staffName
    mine
    text
    createdAt
  }
`);

export type SupportMessage = SupportMessageFieldsFragment;

export const SUPPORT_CONVERSATION_QUERY = withFragments(
  graphql(`
    query SupportConversation($before: ID, $limit: Int) {
      supportConversation(before: $before, limit: $limit) {
        id
        status
        hasMore
        items {
          ...SupportMessageFields
        }
      }
    }
  `),
  [SUPPORT_MESSAGE_FIELDS],
);

export const SEND_SUPPORT_MESSAGE_MUTATION = withFragments(
  graphql(`
    mutation SendSupportMessage($text: String!) {
      sendSupportMessage(text: $text) {
        __typename
        ... on SendSupportMessageSuccess {
          supportMessage {
            ...SupportMessageFields
          }
        }
        ... on SupportError {
          code
          message
          retryAfterSeconds
        }
      }
    }
  `),
  [SUPPORT_MESSAGE_FIELDS],
);

export const SUPPORT_MESSAGE_ADDED_SUBSCRIPTION = withFragments(
  graphql(`
    subscription SupportMessageAdded {
      supportMessageAdded {
        ...SupportMessageFields
      }
    }
  `),
  [SUPPORT_MESSAGE_FIELDS],
);

/** Messages from every source (pages, live, own sends) once each, by id order. */
export function mergeMessages(...lists: readonly (readonly SupportMessage[])[]): SupportMessage[] {
  const byId = new Map<string, SupportMessage>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) =>
    a.id.length === b.id.length ? (a.id < b.id ? -1 : 1) : a.id.length - b.id.length,
  );
}
