// Responsible gaming's events: the browsers' sockets of a blocked player are closed (pub/sub, every
// instance); the effects in other modules are composed in workflows/exclude-player.ts.

declare module '../../pubsub/channels' {
  interface AppChannels {
    /** broadcast: close every socket of the player with `code` (4460 block, 4461 session limit) */
    'rg.close-sockets': [event: RgCloseSocketsEvent];
  }
}

export interface RgCloseSocketsEvent {
  userId: string;
  code: number;
  reason: string;
}

/** Close code of a blocked player's sockets (time-out, self-exclusion, closure). */
export const CLOSE_RG_BLOCKED = 4460;
/** Close code of sockets whose session ran out of its session time limit. */
export const CLOSE_RG_SESSION_LIMIT = 4461;
