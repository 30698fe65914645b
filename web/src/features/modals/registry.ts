import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ModalProps<Data = unknown> {
  data: Data;
  close: () => void;
}

export interface ModalDefinition {
  /** authModal's backdrop is static (seed 000 §2): a click beside it does not close it. */
  staticBackdrop?: boolean;
  size?: 'small' | 'medium' | 'large';
  Component: LazyExoticComponent<ComponentType<ModalProps<never>>>;
}

const pending = lazy(() => import('./content/PendingFeatureModal'));

/** Every modal tag of seed 000 §2 and seed 001 §2, each its own chunk. */
export const MODALS = {
  authModal: { staticBackdrop: true, size: 'medium', Component: lazy(() => import('./content/AuthModal')) },
  forgottenPasswordModal: { Component: pending },
  resetPasswordModal: { Component: pending },
  messageModal: { size: 'small', Component: lazy(() => import('./content/MessageModal')) },
  modal: { size: 'small', Component: lazy(() => import('./content/GenericModal')) },
  gamesSearchModal: { size: 'large', Component: pending },
  claimUserBonusModal: { Component: pending },
  tigerGatewayDepositModal: { Component: lazy(() => import('./content/BankTransferModal')) },
  X1WidgetModal: { Component: pending },
  X1TransferModal: { Component: pending },
  lowBalance: { size: 'small', Component: lazy(() => import('./content/LowBalanceModal')) },
  lessBalance: { size: 'small', Component: lazy(() => import('./content/LowBalanceModal')) },
  refreshCacheModal: { size: 'small', staticBackdrop: true, Component: lazy(() => import('./content/RefreshCacheModal')) },
  casinoStartGameModal: { Component: pending },
  twoFactorAuthModal: { Component: pending },
  australianIPDisclaimer: { size: 'small', staticBackdrop: true, Component: lazy(() => import('./content/AustralianDisclaimerModal')) },
  successfulRegisterModal: { size: 'small', Component: lazy(() => import('./content/SuccessfulRegisterModal')) },
  userAccountModal: { Component: pending },
  cancelWithdrawalModal: { size: 'small', Component: pending },
  mysteryJackpotWinModal: { size: 'small', Component: pending },
} satisfies Record<string, ModalDefinition>;

export type ModalTag = keyof typeof MODALS;

export const isModalTag = (tag: string | undefined): tag is ModalTag => tag !== undefined && Object.hasOwn(MODALS, tag);
