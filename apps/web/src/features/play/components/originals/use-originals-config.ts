// The originals' tables (Plinko, Keno, Wheel) and field (Mines) of a game, from gameEngine.
import { useQuery } from 'urql';
import { ORIGINALS_CONFIG_QUERY, type OriginalsConfig } from '../../api/originals';

export function useOriginalsConfig(slug: string): OriginalsConfig | null {
  const [{ data }] = useQuery({ query: ORIGINALS_CONFIG_QUERY, variables: { slug } });
  const result = data?.gameEngine;
  return result?.__typename === 'GameEngineConfig' ? result : null;
}
