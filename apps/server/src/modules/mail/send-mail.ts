// Outgoing mail through nodemailer: SMTP when SMTP_URL is set; otherwise the dev outbox (the
// `mail_outbox` table, readable at GET /api/dev/outbox where enabled). Log lines name the
// recipient, subject and kind only: mail bodies carry codes and links that are secrets.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Logger } from '../../http/logger';
import { mailOutbox } from './tables';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** what the mail is, e.g. `email-confirmation-link` */
  kind: string;
}

export interface SendMailDeps {
  db: Db;
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
  log: Logger;
}

const transporters = new Map<string, Transporter>();

function smtpTransporter(url: string): Transporter {
  let transporter = transporters.get(url);
  if (!transporter) {
    transporter = nodemailer.createTransport(url);
    transporters.set(url, transporter);
  }
  return transporter;
}

/**
 * Sends (SMTP) or stores (dev outbox) a mail. With SMTP the outbox keeps a delivery record
 * without the body, so secrets in links never rest in the database in production.
 */
export async function sendMail(deps: SendMailDeps, mail: OutgoingMail): Promise<void> {
  const { db, config, log } = deps;
  if (config.smtpUrl) {
    await smtpTransporter(config.smtpUrl).sendMail({
      from: config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await db.insert(mailOutbox).values({
      to: mail.to,
      subject: mail.subject,
      text: '',
      html: '',
      kind: mail.kind,
      transport: 'smtp',
    });
    log.info({ mail: { to: mail.to, kind: mail.kind, transport: 'smtp' } }, 'mail sent');
    return;
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, transport: 'outbox' })
    .returning({ id: mailOutbox.id });
  log.info(
    {
      mail: {
        id: row?.id,
        to: mail.to,
        kind: mail.kind,
        subject: mail.subject,
        transport: 'outbox',
      },
    },
    'mail stored in the dev outbox',
  );
}
