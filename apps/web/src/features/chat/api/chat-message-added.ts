// chatMessageAdded: a message posted to the room, from any server instance.
import { gql } from 'urql';
import { CHAT_MESSAGE_FIELDS, type ChatMessage } from './chat-messages';

export const CHAT_MESSAGE_ADDED_SUBSCRIPTION = gql<
  { chatMessageAdded: ChatMessage },
  { room: string }
>`
  subscription ChatMessageAdded($room: String!) {
    chatMessageAdded(room: $room) {
      ${CHAT_MESSAGE_FIELDS}
    }
  }
`;
