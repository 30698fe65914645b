import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies text to the clipboard and says so for two seconds. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation('auth');
  const [copied, setCopied] = useState<boolean | null>(null);

  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <button
      type="button"
      className="button button--ghost button--small"
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      <span aria-live="polite">{copied === true ? t('copy.copied') : copied === false ? t('copy.failed') : (label ?? t('copy.copy'))}</span>
    </button>
  );
}
