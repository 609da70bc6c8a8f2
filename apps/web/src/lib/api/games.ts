// The Game shape the lobby renders (catalogue issue schema), shared by the game card and the rows.
import { gql } from 'urql';

export interface GameImage {
  src: string;
  width: number;
  height: number;
}

export interface GameSummary {
  id: string;
  name: string;
  slug: string;
  title: string;
  category: string;
  providerName: string;
  providerSlug: string;
  image: GameImage;
  /** False for guests. */
  isFavorite?: boolean;
  /** Country and currency rules; empty means available everywhere. */
  restrictions?: GameRestriction[];
}

export interface GameRestriction {
  country: string | null;
  currency: string | null;
  disabled: boolean;
}

/** The fields a game card needs, to spread into any query that lists games. */
export const GAME_CARD_FIELDS = gql`
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
`;
