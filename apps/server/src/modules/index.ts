// The module registry: every module of the server, in load order. A new module adds one line.
import { bonusesModule } from './bonuses';
import { catalogueModule } from './catalogue';
import { chatModule } from './chat';
import { favouritesModule } from './favourites';
import { identityModule } from './identity';
import { notificationsModule } from './notifications';
import { paymentsModule } from './payments';
import { blackjackModule, playModule } from './play';
import { referenceModule } from './reference';
import { systemModule } from './system';
import type { AppModule } from './types';
import { vipModule } from './vip';
import { walletModule } from './wallet';

export const modules: AppModule[] = [
  systemModule,
  referenceModule,
  identityModule,
  catalogueModule,
  favouritesModule,
  walletModule,
  paymentsModule,
  notificationsModule,
  playModule,
  blackjackModule,
  bonusesModule,
  vipModule,
  chatModule,
];
