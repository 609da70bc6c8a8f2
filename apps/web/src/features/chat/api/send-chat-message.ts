// sendChatMessage: CHAT_UNAVAILABLE below level 10, VALIDATION_ERROR, TRY_AGAIN_LATER (with
// retryAfterSeconds), UNAUTHORIZED.
import { gql } from 'urql';
import { CHAT_MESSAGE_FIELDS, type ChatMessage } from './chat-messages';

export type SendChatMessageResult =
  | { __typename: 'SendChatMessageSuccess'; chatMessage: ChatMessage }
  | {
      __typename: 'ChatError';
      code: string;
      message: string;
      retryAfterSeconds: number | null;
    };

export const SEND_CHAT_MESSAGE_MUTATION = gql<
  { sendChatMessage: SendChatMessageResult },
  { room: string; text: string }
>`
  mutation SendChatMessage($room: String!, $text: String!) {
    sendChatMessage(room: $room, text: $text) {
      __typename
      ... on SendChatMessageSuccess {
        chatMessage {
          ${CHAT_MESSAGE_FIELDS}
        }
      }
      ... on ChatError {
        code
        message
        retryAfterSeconds
      }
    }
  }
`;
