// The registration block for guests (spec §1, §6).
import { Check, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';

const BENEFITS = ['welcome', 'payments', 'support'] as const;

export function RegistrationBlock() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="home-register"
      className="relative overflow-hidden rounded-2xl border border-gold/25 bg-surface p-5 md:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(80%_120%_at_100%_0%,color-mix(in_srgb,var(--color-gold)_18%,transparent),transparent_60%)] rtl:bg-[radial-gradient(80%_120%_at_0%_0%,color-mix(in_srgb,var(--color-gold)_18%,transparent),transparent_60%)]"
      />
      <div className="relative flex flex-col gap-5 md:flex-row md:items-center md:gap-10">
        <div className="flex flex-1 flex-col gap-3">
          <span className="inline-flex items-center gap-1.5 self-start rounded-full bg-gold/10 px-3 py-1 text-caption font-semibold text-gold">
            <Sparkles size={14} aria-hidden="true" />
            {t('register.eyebrow')}
          </span>
          <h2 id="home-register" className="text-title font-semibold md:text-heading">
            {t('register.title')}
          </h2>
          <p className="text-body-sm text-muted md:text-body">{t('register.text')}</p>
          <ul className="mt-1 flex flex-col gap-2.5">
            {BENEFITS.map((key) => (
              <li key={key} className="flex items-start gap-3 text-body-sm text-text">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-gold/15 text-gold">
                  <Check size={14} strokeWidth={3} aria-hidden="true" />
                </span>
                {t(`register.benefits.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-3 md:w-64">
          <ButtonLink to="/sign-up" size="lg" block>
            {t('register.cta')}
          </ButtonLink>
          <p className="text-center text-body-sm text-muted">
            {t('register.haveAccount')}{' '}
            <Link to="/sign-in" className="font-semibold text-gold hover:text-gold-strong">
              {t('register.login')}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
