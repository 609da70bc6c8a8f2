// In-app support (walk issue 19 item 18): a conversation per player with the operator's staff.
// The face for other modules and the back office:
//   replyAsStaff(deps, staffId, conversationId, text)   staff answer a conversation (live to the player)
//   listConversations(db, { filter, first, after })     the staff inbox, most recent first (keyset)
//   updateConversation(db, id, READ|CLOSE|REOPEN, now)  staff mark read / close / reopen
//   conversationMessages(db, conversationId, { before, limit })  one conversation, oldest first
//   channel 'support.inbox' (topic 'staff')              every new message, for live inboxes
// Staff answer through the back office (`/backoffice/graphql`); the player schema has no
// operator field.
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import './events';
import { resolvers } from './resolvers';

export type { SupportMessageEvent } from './events';
export {
  conversationMessages,
  conversationSummary,
  listConversations,
  replyAsStaff,
  updateConversation,
  SUPPORT_INBOX_FILTERS,
  type SupportConversationSummary,
  type SupportInboxFilter,
} from './service';

export const supportModule: AppModule = {
  name: 'support',
  typeDefs: readSdl(import.meta.dirname, 'support.graphql'),
  resolvers,
};
