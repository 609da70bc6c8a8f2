// sendChatMessage: CHAT_UNAVAILABLE below level 10, VALIDATION_ERROR, TRY_AGAIN_LATER (with
// retryAfterSeconds), UNAUTHORIZED.
import type { SendChatMessageMutation } from '@/gql/graphql';
import { graphql, withFragments } from '@/lib/graphql';
import { CHAT_MESSAGE_FIELDS } from './chat-messages';

export type SendChatMessageResult = SendChatMessageMutation['sendChatMessage'];

export const SEND_CHAT_MESSAGE_MUTATION = withFragments(
  graphql(`
    mutation SendChatMessage($room: String!, $text: String!) {
      sendChatMessage(room: $room, text: $text) {
        __typename
        ... on SendChatMessageSuccess {
          chatMessage {
            ...ChatMessageFields
          }
        }
        ... on ChatError {
          code
          message
          retryAfterSeconds
        }
      }
    }
  `),
  [CHAT_MESSAGE_FIELDS],
);
