// In-app support (walk issue 19 item 18): a conversation per player with the operator's staff.
// The face for other modules and the back office:
//   replyAsStaff(deps, staffId, conversationId, text)   staff answer a conversation (live to the player)
//   listConversations(db, { status, limit })            the staff inbox, most recent first
//   conversationMessages(db, conversationId, { before, limit })  one conversation, oldest first
//   channel 'support.inbox' (topic 'staff')              every new message, for live inboxes
// Until the back office wires its inbox, the operator token answers through GraphQL
// (`operatorReplySupportMessage`, `operatorSupportConversations`).
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import './events';
import { resolvers } from './resolvers';

export type { SupportMessageEvent } from './events';
export {
  conversationMessages,
  listConversations,
  replyAsStaff,
  type SupportConversationSummary,
} from './service';

export const supportModule: AppModule = {
  name: 'support',
  typeDefs: readSdl(import.meta.dirname, 'support.graphql'),
  resolvers,
};
