// /fairness (public, issue 6): how the provably fair scheme works, the viewer's seeds (signed in)
// with rotation and a new client seed (components/fairness/seeds-section.tsx), and a verifier that
// recomputes a bet in the browser and shows that it matches the server's verifyBet
// (components/fairness/verifier.tsx, its state in use-verifier.ts).
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SeedsSection } from '../components/fairness/seeds-section';
import { Verifier } from '../components/fairness/verifier';

const STEPS = ['commit', 'client', 'floats', 'reveal'] as const;

export default function FairnessPage() {
  const { t } = useTranslation('play');
  const { t: tb } = useTranslation('blackjack');
  useDocumentTitle(null, t('fairness.title'));
  const session = useSession();
  const [params] = useSearchParams();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        icon={<ShieldCheck size={22} />}
        title={t('fairness.title')}
        intro={t('fairness.intro')}
      />
      <section className="flex flex-col gap-3 rounded-xl bg-surface p-4">
        <h2 className="text-subtitle font-semibold">{t('fairness.howTitle')}</h2>
        <ol className="flex list-decimal flex-col gap-2 ps-5 text-body-sm text-muted">
          {STEPS.map((step) => (
            <li key={step}>{t(`fairness.steps.${step}`)}</li>
          ))}
        </ol>
        <code
          dir="ltr"
          className="block overflow-x-auto rounded-lg bg-bg p-3 text-caption text-text"
        >
          HMAC_SHA256(serverSeed, `{'${clientSeed}:${nonce}:${round}'}`) → 4 bytes → b0/256 +
          b1/256² + b2/256³ + b3/256⁴
        </code>
        <p className="text-body-sm text-muted">{t('fairness.engines')}</p>
        <p className="text-body-sm text-muted" data-testid="fairness-originals">
          {t('fairness.originals')}
        </p>
        <p className="text-body-sm text-muted">{tb('fairness.rule')}</p>
      </section>
      {session.status === 'user' ? <SeedsSection /> : null}
      <Verifier key={params.toString()} signedIn={session.status === 'user'} />
    </div>
  );
}
