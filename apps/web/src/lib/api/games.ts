// The Game shape the lobby renders (catalogue issue schema), shared by the game card and the rows.
import type { GameCardFieldsFragment } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

/** The fields a game card needs, to spread into any query that lists games. */
export const GAME_CARD_FIELDS = graphql(`
  fragment GameCardFields on Game {
    id
    name
    slug
    title
    category
    providerName
    providerSlug
    image {
      src
      width
      height
    }
    isFavorite
    restrictions {
      country
      currency
      disabled
    }
  }
`);

/** A game as the lobby renders it. */
export type GameSummary = GameCardFieldsFragment;
export type GameImage = GameSummary['image'];
export type GameRestriction = GameSummary['restrictions'][number];
