import { gql } from 'urql';

export interface Country {
  code: string;
  name: string;
  flag: string;
}

export const COUNTRIES_QUERY = gql<{ countries: Country[] }>`
  query Countries {
    countries {
      code
      name
      flag
    }
  }
`;
