// Images the back office uploads for content (banners, bonus covers): stored through the same
// storage as other uploads (documentStorages: disk under UPLOADS_DIR or S3), served publicly by
// GET /api/content-images/:id (they are shown to every player).
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const contentImages = pgTable('content_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** the storage backend the bytes were written to ('disk' | 's3') */
  storage: text('storage').notNull(),
  /** server-generated key: content/<uuid>.<ext> */
  storageKey: text('storage_key').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  /** the staff member who uploaded it */
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
