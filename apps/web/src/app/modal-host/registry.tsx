// Every modal name (spec §2.8) and the lazily loaded component that renders it.
import type { ModalName } from '@aurum/domain';
import { lazy, type ComponentType } from 'react';
import type { ModalComponentProps } from '@/lib/modal-store';

const IntroModal = lazy(() => import('./intro-modal'));

function intro(name: ModalName): ComponentType<ModalComponentProps> {
  function NamedIntroModal(props: ModalComponentProps) {
    return <IntroModal {...props} name={name} />;
  }
  NamedIntroModal.displayName = `IntroModal(${name})`;
  return NamedIntroModal;
}

export const MODAL_REGISTRY: Record<ModalName, ComponentType<ModalComponentProps>> = {
  language: lazy(() => import('@/features/language/components/language-modal')),
  forgotPassword: intro('forgotPassword'),
  payment: intro('payment'),
  search: intro('search'),
  deposit: intro('deposit'),
  withdraw: intro('withdraw'),
  cancelBonus: intro('cancelBonus'),
  cancelWidrawRequest: intro('cancelWidrawRequest'),
  gamesFilter: intro('gamesFilter'),
};
