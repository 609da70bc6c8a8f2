// The mail module: nodemailer delivery and the dev outbox. It has no GraphQL surface; its REST
// route (GET /api/dev/outbox) is mounted by the identity module.
export { sendMail, type OutgoingMail, type SendMailDeps } from './send-mail';
export { listOutbox, type OutboxMailView } from './list-outbox';
export { registerDevOutboxRoutes } from './rest';
