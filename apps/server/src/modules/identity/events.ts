// Events of the identity module, written to the outbox in the change's transaction.
declare module '../../outbox/events' {
  interface OutboxEvents {
    /** a player confirmed their e-mail address (the EMAIL_CONFIRMED notification) */
    'email.confirmed': EmailConfirmedEvent;
    /** staff verified or rejected a player's KYC (the KYC_VERIFIED / KYC_REJECTED notification) */
    'kyc.status-changed': KycStatusChangedEvent;
  }
}

export interface EmailConfirmedEvent {
  userId: string;
}

export const EMAIL_CONFIRMED = 'email.confirmed';

export interface KycStatusChangedEvent {
  userId: string;
  /** VERIFIED | REJECTED | PENDING | NOT_STARTED */
  status: string;
  /** the rejection's reason code (DOCUMENT_UNREADABLE …), null otherwise */
  reason: string | null;
  /** when it changed (ISO): one notification per change */
  at: string;
}
