// chatMessageAdded: a message posted to the room, from any server instance.
import { graphql, withFragments } from '@/lib/graphql';
import { CHAT_MESSAGE_FIELDS } from './chat-messages';

export const CHAT_MESSAGE_ADDED_SUBSCRIPTION = withFragments(
  graphql(`
    subscription ChatMessageAdded($room: String!) {
      chatMessageAdded(room: $room) {
        ...ChatMessageFields
      }
    }
  `),
  [CHAT_MESSAGE_FIELDS],
);
