// chatMessages: a room's history, oldest first; `before` pages back ("load earlier").
import { gql } from 'urql';

export interface ChatAuthor {
  /** masked first name, or null: the panel shows "Player" */
  name: string | null;
  tag: string;
  level: number;
}

export interface ChatMessage {
  id: string;
  room: string;
  text: string;
  mine: boolean;
  createdAt: string;
  author: ChatAuthor;
}

export interface ChatMessagePage {
  room: string;
  hasMore: boolean;
  items: ChatMessage[];
}

export const CHAT_MESSAGE_FIELDS = `
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
`;

export const CHAT_MESSAGES_QUERY = gql<
  { chatMessages: ChatMessagePage },
  { room: string; before?: string | null; limit?: number }
>`
  query ChatMessages($room: String!, $before: ID, $limit: Int) {
    chatMessages(room: $room, before: $before, limit: $limit) {
      room
      hasMore
      items {
        ${CHAT_MESSAGE_FIELDS}
      }
    }
  }
`;
