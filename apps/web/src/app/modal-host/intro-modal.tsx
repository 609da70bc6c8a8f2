// The frame of a modal whose content arrives with a later feature: its translated title and a
// one-line explanation of what it is for.
import type { ModalName } from '@aurum/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { ModalComponentProps } from '@/lib/modal-store';

export default function IntroModal({
  name,
  open,
  onClose,
  onBack,
}: ModalComponentProps & { name: ModalName }) {
  const { t } = useTranslation('modals');
  const { t: tc } = useTranslation('common');
  return (
    <Modal
      open={open}
      onClose={onClose}
      onBack={onBack}
      title={t(`${name}.title`)}
      size={name === 'deposit' || name === 'withdraw' ? 'lg' : 'md'}
      footer={
        <Button block variant="secondary" onClick={onClose}>
          {tc('buttons.close')}
        </Button>
      }
    >
      <p className="text-body-sm text-muted">{t(`${name}.text`)}</p>
    </Modal>
  );
}
