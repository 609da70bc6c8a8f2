// The VIP module: players apply to the VIP club from the /vip page; staff decide the applications
// in the back office (decisions.ts) and set levels there — the player schema has no operator field.
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import { resolvers } from './resolvers';

export const vipModule: AppModule = {
  name: 'vip',
  typeDefs: readSdl(import.meta.dirname, 'vip.graphql'),
  resolvers,
};

export { canUseChat, playerLevel } from './levels';
export { setPlayerLevel } from './levels';
export {
  decideVipApplication,
  listVipApplications,
  requireVipApplication,
  VIP_APPLICATION_STATUSES,
} from './decisions';
export type { VipApplicationRow } from './service';
