// The players' chat: a public room per language; everyone signed in reads, level 10 writes
// (spec §6), staff remove messages through the back office (`deleteChatMessage`,
// `recentChatMessages`); the chat has no mutes. Events cross instances through the app pub/sub.
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import './events';
import { resolvers } from './resolvers';

export const chatModule: AppModule = {
  name: 'chat',
  typeDefs: readSdl(import.meta.dirname, 'chat.graphql'),
  resolvers,
};

export { deleteChatMessage, recentChatMessages, type ModeratedChatMessage } from './service';
