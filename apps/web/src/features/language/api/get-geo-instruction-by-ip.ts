// GetGeoInstructionByIp: the caller's country, its currency and languages (spec §3, §7.2).
import type { GetGeoInstructionByIpQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type GeoInstruction = GetGeoInstructionByIpQuery['getGeoInstructionByIp'];

export const GET_GEO_INSTRUCTION_QUERY = graphql(`
  query GetGeoInstructionByIp {
    getGeoInstructionByIp {
      currency
      name
      lang
    }
  }
`);
