// The module registry: every module of the server, in load order. A new module adds one line.
import { blackjackModule, hasOpenRoundUnderSeed, standOpenBlackjackRounds } from './blackjack';
import { bonusesModule } from './bonuses';
import { catalogueModule } from './catalogue';
import { chatModule } from './chat';
import { crashModule } from './crash';
import { favouritesModule } from './favourites';
import { identityModule } from './identity';
import { liveModule } from './live';
import { notificationsModule } from './notifications';
import { hasOpenMinesRoundUnderSeed, originalsModule, settleOpenMinesRounds } from './originals';
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
  // play's seed rotation stands the player's open blackjack rounds and cashes out open Mines
  // rounds first (their shoe / mines would be revealed) and refuses while one is still open
  // under the seed
  createPlayModule({
    beforeSeedRotation: async (ctx, userId) => {
      await standOpenBlackjackRounds(ctx, userId);
      await settleOpenMinesRounds(ctx, userId);
    },
    openRoundUnderSeed: async (tx, userId, hash) =>
      (await hasOpenRoundUnderSeed(tx, userId, hash)) ||
      (await hasOpenMinesRoundUnderSeed(tx, userId, hash)),
  }),
  crashModule,
  liveModule,
  blackjackModule,
  originalsModule,
  bonusesModule,
  vipModule,
  chatModule,
  supportModule,
  rgModule,
];
