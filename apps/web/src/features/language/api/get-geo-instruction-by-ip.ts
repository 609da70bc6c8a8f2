// GetGeoInstructionByIp: the caller's country, its currency and languages (spec §3, §7.2).
import { gql } from 'urql';

export interface GeoInstruction {
  currency: string;
  name: string;
  lang: string[];
}

export const GET_GEO_INSTRUCTION_QUERY = gql<{ getGeoInstructionByIp: GeoInstruction }>`
  query GetGeoInstructionByIp {
    getGeoInstructionByIp {
      currency
      name
      lang
    }
  }
`;
