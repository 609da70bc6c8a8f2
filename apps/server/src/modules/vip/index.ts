// The VIP module: players apply to the VIP club from the /vip page; account managers review.
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import { resolvers } from './resolvers';

export const vipModule: AppModule = {
  name: 'vip',
  typeDefs: readSdl(import.meta.dirname, 'vip.graphql'),
  resolvers,
};

export { canUseChat, playerLevel } from './levels';
