// The viewer's seed pair (fairnessSeeds), with rotation and a new client seed.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import {
  FAIRNESS_SEEDS_QUERY,
  ROTATE_SERVER_SEED_MUTATION,
  SET_CLIENT_SEED_MUTATION,
  type FairnessSeeds,
} from '../../api/play';

export function useSeeds() {
  const { t } = useTranslation('play');
  const [{ data, fetching }, refetch] = useQuery({
    query: FAIRNESS_SEEDS_QUERY,
    requestPolicy: 'network-only',
  });
  const [rotation, rotate] = useMutation(ROTATE_SERVER_SEED_MUTATION);
  const [setting, setSeed] = useMutation(SET_CLIENT_SEED_MUTATION);
  const [clientSeed, setClientSeed] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [fresh, setFresh] = useState<FairnessSeeds | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const r = await setSeed({ clientSeed: clientSeed.trim() });
    const res = r.data?.setClientSeed;
    if (res?.__typename === 'RotateSeedSuccess') {
      setFresh(res.seeds);
      setClientSeed('');
    } else setProblem(t('fairness.clientSeedInvalid'));
  };
  const doRotate = async () => {
    const r = await rotate({});
    const res = r.data?.rotateServerSeed;
    if (res?.__typename === 'RotateSeedSuccess') setFresh(res.seeds);
    refetch({ requestPolicy: 'network-only' });
  };

  return {
    seeds: fresh ?? data?.fairnessSeeds,
    fetching,
    rotating: rotation.fetching,
    saving: setting.fetching,
    clientSeed,
    setClientSeed,
    problem,
    submit,
    rotate: doRotate,
  };
}
