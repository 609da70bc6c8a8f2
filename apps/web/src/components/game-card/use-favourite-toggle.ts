// The favourite toggle (spec §4.8, §8): adds or removes the game, shows GAME_ADDED_TO_FAVORITES /
// GAME_REMOVED_FROM_FAVORITES, or a warning titled ERROR_DEFAULT with the server's message. Lists
// holding games are refetched (the favourites' first page among them).
import { useState } from 'react';
import { useMutation } from 'urql';
import { notify } from '@/lib/toast';
import { ADD_GAME_TO_FAVORITES, REMOVE_GAME_FROM_FAVORITES } from './api/favourites';

const CONTEXT = { additionalTypenames: ['Game'] };

export function useFavouriteToggle(gameId: string, initial: boolean) {
  const [local, setLocal] = useState<{ initial: boolean; value: boolean } | null>(null);
  const [{ fetching: adding }, add] = useMutation(ADD_GAME_TO_FAVORITES);
  const [{ fetching: removing }, remove] = useMutation(REMOVE_GAME_FROM_FAVORITES);
  // A newer value from the server (after a refetch) wins over the local one.
  const isFavorite = local && local.initial === initial ? local.value : initial;
  const busy = adding || removing;

  const toggle = async () => {
    if (busy) return;
    const next = !isFavorite;
    setLocal({ initial, value: next });
    const result = next
      ? await add({ identifier: gameId }, CONTEXT).then((r) => ({
          error: r.error,
          data: r.data?.addGameToFavorites,
        }))
      : await remove({ identifier: gameId }, CONTEXT).then((r) => ({
          error: r.error,
          data: r.data?.removeGameFromFavorites,
        }));
    if (result.data?.__typename === 'FavoriteGameSuccess') {
      setLocal({ initial, value: result.data.isFavorite });
      void notify(result.data.code);
      return;
    }
    setLocal({ initial, value: !next });
    const message =
      result.data?.__typename === 'GeneralAppError'
        ? result.data.message
        : result.error?.graphQLErrors[0]?.message;
    void notify('ERROR_DEFAULT', { kind: 'warning', ...(message ? { message } : {}) });
  };

  return { isFavorite, busy, toggle };
}
