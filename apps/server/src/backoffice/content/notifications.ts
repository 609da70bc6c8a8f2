// System notifications from the back office: a message in the six player languages to all
// players or a segment (countries, account currencies, VIP levels). Each recipient gets a
// personal notification in their own language (content code OPERATOR_MESSAGE, the text in
// `data.message`), written in one INSERT … SELECT, then pushed live through the notifications
// module (`publishCreated`: the player's open sockets on any instance, and the unread count).
import { LANGUAGES, type NotificationContentCode } from '@aurum/domain';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { validationError } from '../../errors';
import { users } from '../../modules/identity/tables';
import { publishCreated, type NotificationView } from '../../modules/notifications';
import { notifications } from '../../modules/notifications/tables';
import type { AppPubSub } from '../../pubsub';
import { localized, type LangTextIn } from './texts';

export const OPERATOR_MESSAGE: NotificationContentCode = 'OPERATOR_MESSAGE';

export interface PlayerSegment {
  countries?: readonly string[] | null;
  currencies?: readonly string[] | null;
  vipLevels?: readonly number[] | null;
}

function segmentWhere(segment: PlayerSegment | null | undefined): SQL | undefined {
  const countries = (segment?.countries ?? []).map((c) => c.trim().toUpperCase());
  const currencies = (segment?.currencies ?? []).map((c) => c.trim().toUpperCase());
  const levels = segment?.vipLevels ?? [];
  for (const c of countries) {
    if (!/^[A-Z]{2}$/.test(c))
      throw validationError('segment.countries: ISO alpha-2', { field: 'segment.countries' });
  }
  for (const c of currencies) {
    if (!/^[A-Z0-9]{3,5}$/.test(c))
      throw validationError('segment.currencies: currency codes', { field: 'segment.currencies' });
  }
  for (const l of levels) {
    if (!Number.isInteger(l) || l < 0 || l > 100)
      throw validationError('segment.vipLevels: 0 to 100', { field: 'segment.vipLevels' });
  }
  return and(
    countries.length ? inArray(users.mainCountry, countries) : undefined,
    currencies.length ? inArray(users.firstRegisteredCurrency, currencies) : undefined,
    levels.length ? inArray(users.level, [...levels]) : undefined,
  );
}

export async function sendSystemNotification(
  deps: { db: Db; pubsub: AppPubSub },
  input: { segment?: PlayerSegment | null; messages: LangTextIn[] },
): Promise<{ recipients: number }> {
  const messages = localized('messages', input.messages, 1000);
  const where = segmentWhere(input.segment);
  // the player's language when it is one of the six, else English
  const message = sql`case ${users.language} ${sql.join(
    LANGUAGES.map((lang) => sql`when ${lang} then ${messages[lang]}`),
    sql` `,
  )} else ${messages.en} end`;
  const rows = await deps.db
    .insert(notifications)
    .select(
      deps.db
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          userId: sql`${users.id}`.as('user_id'),
          type: sql`'PERSONAL'`.as('type'),
          action: sql`'ANNOUNCEMENT'`.as('action'),
          content: sql`${OPERATOR_MESSAGE}`.as('content'),
          initiator: sql`'OPERATOR'`.as('initiator'),
          data: sql`jsonb_build_object('message', ${message})`.as('data'),
          isViewed: sql`false`.as('is_viewed'),
          dedupeKey: sql`null`.as('dedupe_key'),
          createdAt: sql`now()`.as('created_at'),
        })
        .from(users)
        .where(where),
    )
    .returning();
  for (const row of rows) {
    const view: NotificationView = {
      id: row.id,
      type: row.type,
      action: row.action,
      content: row.content,
      initiator: row.initiator,
      isViewed: false,
      createdAt: row.createdAt.toISOString(),
      data: row.data,
    };
    await publishCreated(deps.db, deps.pubsub, row.userId, view);
  }
  return { recipients: rows.length };
}
