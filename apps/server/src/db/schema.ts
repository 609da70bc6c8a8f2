// Every Drizzle table of the server, for drizzle-kit (migrations) and the typed `Db`.
// Each module keeps its tables in its own `tables.ts` and adds one export line here;
// no module reads another module's tables (ARCHITECTURE §3).
export * from '../modules/blackjack/tables';
export * from '../modules/bonuses/tables';
export * from '../modules/catalogue/tables';
export * from '../modules/chat/tables';
export * from '../modules/crash/tables';
export * from '../modules/favourites/tables';
export * from '../modules/identity/tables';
export * from '../modules/live/tables';
export * from '../modules/mail/tables';
export * from '../modules/notifications/tables';
export * from '../modules/originals/tables';
export * from '../modules/payments/tables';
export * from '../modules/play/tables';
export * from '../modules/reference/tables';
export * from '../modules/rg/tables';
export * from '../modules/support/tables';
export * from '../modules/vip/tables';
export * from '../modules/wallet/tables';
export * from './seed/tables';
export * from '../outbox/tables';
export * from '../backoffice/tables';
export * from '../backoffice/content/tables';
