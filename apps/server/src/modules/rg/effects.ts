// What a block sets off in other modules (open blackjack hands stood, crash bets cashed out or
// refunded, the current bonus forfeited): composed in workflows/exclude-player.ts and handed to
// the app as `AppDeps.blockEffects`; run after the block committed.
export interface BlockEffects {
  afterBlock(userId: string): Promise<void>;
}
