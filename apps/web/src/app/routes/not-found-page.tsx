import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle('notFound');
  return (
    <div className="flex flex-col items-center gap-5 py-16 text-center md:py-24">
      <span className="flex size-20 items-center justify-center rounded-full border border-gold/30 bg-gold/10 text-gold">
        <Compass size={36} />
      </span>
      <p className="text-[64px] leading-none font-semibold text-gold-gradient" dir="ltr">
        {t('notFound.code')}
      </p>
      <h1 className="text-title font-semibold md:text-heading">{t('notFound.title')}</h1>
      <p className="max-w-md text-body-sm text-muted md:text-body">{t('notFound.text')}</p>
      <ButtonLink to="/" size="lg" className="mt-2">
        {t('buttons.backToHome')}
      </ButtonLink>
    </div>
  );
}
