// Events of the support conversations, published after the commit; with REDIS_URL they reach the
// sockets of every instance. A player's topic is their user id; staff inboxes listen on 'staff'.
declare module '../../pubsub/channels' {
  interface AppChannels {
    /** per player (topic: user id): a message in their conversation, theirs or staff's */
    'support.message-added': [userId: string, event: SupportMessageEvent];
    /** every conversation's messages, for staff inboxes (topic: 'staff') */
    'support.inbox': [topic: 'staff', event: SupportMessageEvent];
  }
}

export interface SupportMessageEvent {
  id: string;
  conversationId: string;
  /** the conversation's player: answers `mine`, never sent to clients */
  userId: string;
  author: 'player' | 'staff';
  /** who answered (staff messages); never sent to players */
  staffId: string | null;
  /** the answering staff member's name, shown to the player (staff messages) */
  staffName: string | null;
  text: string;
  /** ISO time */
  createdAt: string;
}
