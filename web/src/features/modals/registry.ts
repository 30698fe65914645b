import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadCasino } from '../../routing/pages';
import { isCancelWithdrawalData, isGenericModalData, isX1TransferData, isX1WidgetData } from './modalData';

export interface ModalProps<Data = unknown> {
  data: Data;
  close: () => void;
}

export interface ModalDefinition {
  /** authModal's backdrop is static (seed 000 §2): a click beside it does not close it. */
  staticBackdrop?: boolean;
  size?: 'small' | 'medium' | 'large';
  /** The data the content cannot do without (modalData.ts); without it the modal says so instead. */
  accepts?: (data: unknown) => boolean;
  Component: LazyExoticComponent<ComponentType<ModalProps<never>>>;
}

// Modals that say one thing; their strings are found by tag (see NoticeModal).
const notice = lazy(() => import('./content/NoticeModal'));
// The casino's modals come with the casino's pages, in one chunk.
const casino = (modal: 'GamesSearchModal' | 'StartGameModal' | 'MysteryJackpotWinModal') => lazy(async () => ({ default: (await loadCasino())[modal] }));

/** Every modal tag of seed 000 §2 and seed 001 §2, each its own chunk. */
export const MODALS = {
  authModal: { staticBackdrop: true, size: 'medium', Component: lazy(() => import('./content/AuthModal')) },
  forgottenPasswordModal: { Component: lazy(() => import('../auth/ForgottenPasswordModal')) },
  resetPasswordModal: { Component: lazy(() => import('../account/ResetPasswordModal')) },
  messageModal: { size: 'small', Component: notice },
  modal: { size: 'small', accepts: isGenericModalData, Component: lazy(() => import('./content/GenericModal')) },
  gamesSearchModal: { size: 'large', Component: casino('GamesSearchModal') },
  claimUserBonusModal: { size: 'small', Component: lazy(() => import('./content/ClaimUserBonusModal')) },
  tigerGatewayDepositModal: { Component: lazy(() => import('./content/BankTransferModal')) },
  X1WidgetModal: { accepts: isX1WidgetData, Component: lazy(() => import('./content/X1WidgetModal')) },
  X1TransferModal: { size: 'small', accepts: isX1TransferData, Component: lazy(() => import('./content/X1TransferModal')) },
  lowBalance: { size: 'small', Component: lazy(() => import('./content/LowBalanceModal')) },
  lessBalance: { size: 'small', Component: lazy(() => import('./content/LowBalanceModal')) },
  refreshCacheModal: { size: 'small', staticBackdrop: true, Component: lazy(() => import('./content/RefreshCacheModal')) },
  casinoStartGameModal: { Component: casino('StartGameModal') },
  twoFactorAuthModal: { Component: lazy(() => import('./content/TwoFactorAuthModal')) },
  australianIPDisclaimer: { size: 'small', staticBackdrop: true, Component: notice },
  successfulRegisterModal: { size: 'small', Component: notice },
  userAccountModal: { size: 'large', Component: lazy(() => import('./content/UserAccountModal')) },
  cancelWithdrawalModal: { size: 'small', accepts: isCancelWithdrawalData, Component: lazy(() => import('./content/CancelWithdrawalModal')) },
  mysteryJackpotWinModal: { size: 'small', Component: casino('MysteryJackpotWinModal') },
} satisfies Record<string, ModalDefinition>;

export type ModalTag = keyof typeof MODALS;

export const isModalTag = (tag: string | undefined): tag is ModalTag => tag !== undefined && Object.hasOwn(MODALS, tag);
