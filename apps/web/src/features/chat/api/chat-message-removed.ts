// chatMessageRemoved: an operator removed a message from the room.
import { gql } from 'urql';

export const CHAT_MESSAGE_REMOVED_SUBSCRIPTION = gql<
  { chatMessageRemoved: { id: string; room: string } },
  { room: string }
>`
  subscription ChatMessageRemoved($room: String!) {
    chatMessageRemoved(room: $room) {
      id
      room
    }
  }
`;
