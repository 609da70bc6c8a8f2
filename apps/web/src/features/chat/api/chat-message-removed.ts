// chatMessageRemoved: an operator removed a message from the room.
import { graphql } from '@/lib/graphql';

export const CHAT_MESSAGE_REMOVED_SUBSCRIPTION = graphql(`
  subscription ChatMessageRemoved($room: String!) {
    chatMessageRemoved(room: $room) {
      id
      room
    }
  }
`);
