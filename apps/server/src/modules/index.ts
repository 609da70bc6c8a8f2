// The module registry: every module of the server, in load order. A new module adds one line.
import { blackjackModule, hasOpenRoundUnderSeed, standOpenBlackjackRounds } from './blackjack';
import { bonusesModule } from './bonuses';
import { catalogueModule } from './catalogue';
import { chatModule } from './chat';
import { crashModule } from './crash';
import { favouritesModule } from './favourites';
import { identityModule } from './identity';
import { notificationsModule } from './notifications';
import { paymentsModule } from './payments';
import { createPlayModule } from './play';
import { referenceModule } from './reference';
import { rgModule } from './rg';
import { supportModule } from './support';
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
  // play's seed rotation stands the player's open blackjack rounds first (their shoe would be
  // revealed) and refuses while one is still open under the seed
  createPlayModule({
    beforeSeedRotation: standOpenBlackjackRounds,
    openRoundUnderSeed: hasOpenRoundUnderSeed,
  }),
  crashModule,
  blackjackModule,
  bonusesModule,
  vipModule,
  chatModule,
  supportModule,
  rgModule,
];
