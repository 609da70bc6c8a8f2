// Events of the players' chat, per room (topic `<channel>:<room>`), published after the commit;
// with REDIS_URL they reach the sockets of every instance.
declare module '../../pubsub/channels' {
  interface AppChannels {
    /** per room: a message was posted */
    'chat.message-added': [room: string, event: ChatMessageEvent];
    /** per room: an operator removed a message */
    'chat.message-removed': [room: string, event: ChatMessageRemovedEvent];
  }
}

export interface ChatMessageEvent {
  id: string;
  room: string;
  /** the author's id: only used to answer `mine`, never sent to clients */
  userId: string;
  author: { name: string | null; tag: string; level: number };
  text: string;
  /** ISO time */
  createdAt: string;
}

export interface ChatMessageRemovedEvent {
  id: string;
  room: string;
}
