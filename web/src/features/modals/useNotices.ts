import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useModal } from './ModalContext';
import type { Failure } from '../../mutations/results';
import type { Form, FormValues } from '../forms/useForm';
import type { NoticeData } from './content/NoticeModal';

/**
 * The error modal and the message modal of the seeds (seed 000 §4, §8), pushed
 * over whatever is open so a form under them keeps what the player typed.
 */
export function useNotices() {
  const { push } = useModal();
  const { t } = useTranslation('common');
  return useMemo(() => {
    const error = (message: string, note?: string) =>
      push('messageModal', { header: t('modals.errorTitle'), message, note, tone: 'error' } satisfies NoticeData);
    return {
      error,
      /** A call that threw: its message, else "Something went wrong" (seed 000 §8). */
      thrown: (thrown: unknown, note?: string) => error(thrown instanceof Error && thrown.message ? thrown.message : t('errors.somethingWentWrong'), note),
      /**
       * A form's refusal: the field problems show on their fields; what no field shows, or the refusal's own
       * message when it names no field, in the error modal.
       */
      refused: <V extends FormValues>(failure: Failure, form: Pick<Form<V>, 'setServerErrors'>) => {
        const unmatched = form.setServerErrors(failure.fields);
        if (failure.fields.length === 0 || unmatched.length) error(unmatched.map((problem) => problem.message).join(' ') || failure.message);
      },
      message: (header: string, message: string, onClose?: () => void) =>
        push('messageModal', { header, message, tone: 'success' } satisfies NoticeData, onClose),
    };
  }, [push, t]);
}
