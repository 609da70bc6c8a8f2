// What the registration form offers: platform currencies, countries (with flags) and the geo
// defaults for the visitor's IP.
import { gql } from 'urql';

export interface PlatformCurrency {
  id: number;
  code: string;
  name: string;
}

export interface Country {
  code: string;
  name: string;
  flag: string;
  currency: string;
}

export interface GeoInstruction {
  currency: string;
  name: string;
  country: string;
  lang: string[];
}

export const CURRENCIES_QUERY = gql<{
  currenciesSupportedOnThePlatformByDefault:
    | { __typename: 'SupportedCurrencies'; currencies: PlatformCurrency[] }
    | { __typename: 'GeneralAppError'; code: string };
}>`
  query CurrenciesSupportedOnThePlatformByDefault {
    currenciesSupportedOnThePlatformByDefault {
      __typename
      ... on SupportedCurrencies {
        currencies {
          id
          code
          name
        }
      }
      ... on GeneralAppError {
        code
      }
    }
  }
`;

export const COUNTRIES_QUERY = gql<{ countries: Country[] }>`
  query Countries {
    countries {
      code
      name
      flag
      currency
    }
  }
`;

export const GEO_INSTRUCTION_QUERY = gql<{ getGeoInstructionByIp: GeoInstruction }>`
  query GetGeoInstructionByIp {
    getGeoInstructionByIp {
      currency
      name
      country
      lang
    }
  }
`;
