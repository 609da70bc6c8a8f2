// The language modal (spec §2.8): six languages with a check on the selected one; the pick is
// provisional until Continue, which saves selectedLanguage and switches the interface language.
// Signed-in players also get the language saved on the account (ChangeUserLanguage); the
// language switch then gives the app a fresh data client, so bonuses, the balance-currency
// queries and everything else the server localises are fetched again. Closing without Continue
// leaves the current language as it was (the modal unmounts with its provisional pick).
import { LANGUAGE_OPTIONS, STORAGE_KEYS, type Language } from '@aurum/domain';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import { changeLanguage, currentLanguage } from '@/lib/i18n';
import type { ModalComponentProps } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { writeStorage } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { CHANGE_USER_LANGUAGE_MUTATION } from '../api/change-user-language';

export default function LanguageModal({ open, onClose, onBack }: ModalComponentProps) {
  const { t } = useTranslation('common');
  const { t: tm } = useTranslation('modals');
  const [picked, setPicked] = useState<Language>(currentLanguage);
  const [saving, setSaving] = useState(false);
  const { status, user, refresh } = useSession();
  const [, saveOnAccount] = useMutation(CHANGE_USER_LANGUAGE_MUTATION);

  const confirm = async () => {
    setSaving(true);
    writeStorage(STORAGE_KEYS.selectedLanguage, picked);
    if (status === 'user' && user?.language !== picked) {
      const { data, error } = await saveOnAccount({ language: picked });
      const result = data?.changeUserLanguage;
      if (error || result?.__typename === 'IdentityError') {
        void notify(result?.__typename === 'IdentityError' ? result.code : 'FAILED_SAVED', {
          message: result?.__typename === 'IdentityError' ? result.message : undefined,
        });
      }
    }
    await changeLanguage(picked);
    if (status === 'user') refresh();
    setSaving(false);
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      onBack={onBack}
      title={tm('language.title')}
      description={tm('language.description')}
      footer={
        <Button block size="lg" loading={saving} onClick={confirm}>
          {t('buttons.continue')}
        </Button>
      }
    >
      <div role="radiogroup" aria-label={tm('language.title')} className="flex flex-col gap-2">
        {LANGUAGE_OPTIONS.map(({ code, name }) => {
          const checked = code === picked;
          return (
            <button
              key={code}
              type="button"
              role="radio"
              aria-checked={checked}
              lang={code}
              onClick={() => setPicked(code)}
              className={cn(
                'flex min-h-14 items-center gap-3 rounded-xl border px-4 text-start transition-colors',
                checked
                  ? 'border-gold/70 bg-gold/10'
                  : 'border-border bg-surface-2 hover:border-muted/50',
              )}
            >
              <span
                className={cn(
                  'flex h-7 w-9 shrink-0 items-center justify-center rounded-md text-caption font-semibold uppercase',
                  checked ? 'bg-gold-gradient text-on-gold' : 'bg-border text-text/80',
                )}
                dir="ltr"
              >
                {code}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span
                  className={cn(
                    'truncate text-body font-semibold',
                    checked ? 'text-gold' : 'text-text',
                  )}
                >
                  {name}
                </span>
                <span className="truncate text-caption text-muted" lang={currentLanguage()}>
                  {t(`languages.${code}`)}
                </span>
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full border-2 transition-colors',
                  checked ? 'border-gold bg-gold text-on-gold' : 'border-border',
                )}
              >
                {checked ? <Check size={14} strokeWidth={3} /> : null}
              </span>
            </button>
          );
        })}
      </div>
    </Modal>
  );
}
