import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useModal } from './ModalContext';
import type { NoticeData } from './content/NoticeModal';

/**
 * The error modal and the message modal of the seeds (seed 000 §4, §8), pushed
 * over whatever is open so a form under them keeps what the player typed.
 */
export function useNotices() {
  const { push } = useModal();
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      error: (message: string, note?: string) =>
        push('messageModal', { header: t('modals.errorTitle'), message, note, tone: 'error' } satisfies NoticeData),
      message: (header: string, message: string, onClose?: () => void) =>
        push('messageModal', { header, message, tone: 'success' } satisfies NoticeData, onClose),
    }),
    [push, t],
  );
}
