// Game.isFavorite for a whole list in one query: the resolvers of one operation ask for ids, and
// one look-up answers all ids asked for in the same tick (the DataLoader pattern).
import type { Db } from '../../db/client';
import { favoriteGameIds } from './service';

interface Batch {
  ids: Set<number>;
  result: Promise<Set<number>>;
}

export class FavoriteLoader {
  private batch: Batch | undefined;

  constructor(
    private readonly db: Db,
    private readonly userId: string,
  ) {}

  load(gameId: number): Promise<boolean> {
    if (!this.batch) {
      const ids = new Set<number>();
      const result = new Promise<Set<number>>((resolve, reject) => {
        // Wait until every resolver of the current list has asked (after the pending microtasks).
        void Promise.resolve().then(() =>
          process.nextTick(() => {
            this.batch = undefined;
            favoriteGameIds(this.db, this.userId, [...ids]).then(resolve, reject);
          }),
        );
      });
      this.batch = { ids, result };
    }
    this.batch.ids.add(gameId);
    return this.batch.result.then((set) => set.has(gameId));
  }
}

const loaders = new WeakMap<object, FavoriteLoader>();

/** The loader of one operation (keyed by its context). */
export function favoriteLoader(context: object, db: Db, userId: string): FavoriteLoader {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new FavoriteLoader(db, userId);
    loaders.set(context, loader);
  }
  return loader;
}
