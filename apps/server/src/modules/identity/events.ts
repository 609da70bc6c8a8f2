// Events of the identity module.
declare module '../../pubsub/channels' {
  interface AppChannels {
    /** per user (topic `email.confirmed:<userId>`): published after the confirmation commits */
    'email.confirmed': [userId: string, event: EmailConfirmedEvent];
  }
}

export interface EmailConfirmedEvent {
  userId: string;
}

export const EMAIL_CONFIRMED = 'email.confirmed';
