// chatMessages: a room's history, oldest first; `before` pages back ("load earlier").
import type { ChatMessageFieldsFragment, ChatMessagesQuery } from '@/gql/graphql';
import { graphql, withFragments } from '@/lib/graphql';

export const CHAT_MESSAGE_FIELDS = graphql(`
  fragment ChatMessageFields on ChatMessage {
    id
    room
    text
    mine
    createdAt
    author {
      name
      tag
      level
    }
  }
`);

export type ChatMessage = ChatMessageFieldsFragment;
export type ChatAuthor = ChatMessage['author'];
export type ChatMessagePage = ChatMessagesQuery['chatMessages'];

export const CHAT_MESSAGES_QUERY = withFragments(
  graphql(`
    query ChatMessages($room: String!, $before: ID, $limit: Int) {
      chatMessages(room: $room, before: $before, limit: $limit) {
        room
        hasMore
        items {
          ...ChatMessageFields
        }
      }
    }
  `),
  [CHAT_MESSAGE_FIELDS],
);
