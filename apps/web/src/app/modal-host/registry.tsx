// Every modal name (spec §2.8) and the lazily loaded component that renders it.
import type { ModalName } from '@aurum/domain';
import { lazy, type ComponentType } from 'react';
import type { ModalComponentProps } from '@/lib/modal-store';

export const MODAL_REGISTRY: Record<ModalName, ComponentType<ModalComponentProps>> = {
  language: lazy(() => import('@/features/language/components/language-modal')),
  forgotPassword: lazy(() => import('@/features/auth/components/forgot-password-modal')),
  payment: lazy(() => import('@/features/wallet/components/payment-modal')),
  search: lazy(() => import('@/features/search/components/search-modal')),
  deposit: lazy(() => import('@/features/wallet/components/deposit/deposit-modal')),
  withdraw: lazy(() => import('@/features/wallet/components/withdraw/withdraw-modal')),
  cancelBonus: lazy(() => import('@/features/bonuses/components/cancel-bonus-modal')),
  cancelWidrawRequest: lazy(() => import('@/features/wallet/components/cancel-withdrawal-modal')),
  gamesFilter: lazy(() => import('@/features/games/components/games-filter-modal')),
};
