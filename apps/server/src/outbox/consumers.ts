// The names of the outbox's consumers. A name is stored with each delivery: never rename one that
// may still have pending deliveries (add the new name, route to it, retire the old one later).
export const CONSUMER_NAMES = [
  /** bet.settled → cashback day totals, deposit turnover, wagering of the current bonus */
  'bonuses.wagering',
  /** deposit.credited → the player's PENDING deposit bonus is granted */
  'bonuses.deposit-grant',
  /** payment, withdrawal, bonus and identity notices → one stored notification each */
  'notifications',
] as const;

export type ConsumerName = (typeof CONSUMER_NAMES)[number];
