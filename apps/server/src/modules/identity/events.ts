// Events of the identity module, written to the outbox in the change's transaction.
declare module '../../outbox/events' {
  interface OutboxEvents {
    /** a player confirmed their e-mail address (the EMAIL_CONFIRMED notification) */
    'email.confirmed': EmailConfirmedEvent;
  }
}

export interface EmailConfirmedEvent {
  userId: string;
}

export const EMAIL_CONFIRMED = 'email.confirmed';
