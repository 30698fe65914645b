import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { lastMailboxAddress } from '../auth/mailboxAddress';
import { FilterField } from '../history/FilterField';
import { formatDateTime } from '../shell/format';
import { useLanguage } from '../shell/useLanguage';
import { inAppPath, linkify } from './linkify';
import type { MailboxPageQuery } from './__generated__/MailboxPageQuery.graphql';

const mailboxQuery = graphql`
  query MailboxPageQuery($address: String!) {
    mailbox(address: $address) {
      __typename
      ... on Mailbox {
        messages {
          id
          to
          subject
          text
          sentAt
        }
      }
      ... on ForbiddenError {
        forbidden: __typename
      }
      ...failure_error @relay(mask: false) @alias(as: "failure")
    }
  }
`;

/** Mail is written by the platform a moment after the request that sends it; look again every few seconds. */
const POLL_MS = 5000;

/**
 * /{lang}/mailbox: the local mailbox of the embedded mode (no SMTP server
 * configured), where registration and password-reset e-mails can be read.
 */
export default function MailboxPage() {
  const { t } = useTranslation(['auth', 'meta']);
  const [address, setAddress] = useState(lastMailboxAddress);
  const [shown, setShown] = useState(address.trim());
  const [fetchKey, setFetchKey] = useState(0);

  useEffect(() => {
    if (!shown) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setFetchKey((key) => key + 1);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [shown]);

  return (
    <section className="page mailbox" data-testid="mailbox-page">
      <h1>{t('meta:routes.mailbox.title')}</h1>
      <p className="muted">{t('auth:mailbox.intro')}</p>
      <form
        className="mailbox__form"
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setShown(address.trim());
          setFetchKey((key) => key + 1);
        }}
      >
        <FilterField id="mailbox-address" label={t('auth:mailbox.address')}>
          <input id="mailbox-address" className="input" type="email" inputMode="email" autoComplete="email" value={address} onChange={(event) => setAddress(event.target.value)} />
        </FilterField>
        <button type="submit" className="button button--primary">
          {t('auth:mailbox.show')}
        </button>
      </form>
      {shown && (
        <Suspense fallback={<div className="skeleton skeleton--block" aria-busy="true" />}>
          <Messages address={shown} fetchKey={fetchKey} />
        </Suspense>
      )}
    </section>
  );
}

function Messages({ address, fetchKey }: { address: string; fetchKey: number }) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  // store-and-network: a poll refreshes the list in place instead of blanking it.
  const data = useLazyLoadQuery<MailboxPageQuery>(mailboxQuery, { address }, { fetchPolicy: 'store-and-network', fetchKey });
  const result = data.mailbox;
  // ForbiddenError: no local mailbox (mail goes out through a real SMTP server), or not for this browser
  // (it is not on the machine running the site): the platform's translated message says which.
  if (result.forbidden) {
    return (
      <p className="notice" role="status" data-testid="mailbox-smtp">
        {result.failure?.message || t('mailbox.smtp')}
      </p>
    );
  }
  if (!result.messages) {
    return (
      <p className="result result--error" role="alert">
        {result.failure?.fields?.[0]?.message || result.failure?.message || t('mailbox.invalid')}
      </p>
    );
  }
  const messages = [...result.messages].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  if (messages.length === 0) return <p className="muted" role="status">{t('mailbox.empty', { address })}</p>;
  return (
    <ol className="mailbox__list" aria-label={t('mailbox.listLabel', { address })}>
      {messages.map((message) => (
        <li key={message.id}>
          <article className="mail" data-testid="mail-message">
            <header className="mail__head">
              <h2 className="mail__subject">{message.subject}</h2>
              <time className="mail__time" dateTime={message.sentAt}>
                {formatDateTime(lang, message.sentAt)}
              </time>
            </header>
            <p className="mail__to muted">{t('mailbox.to', { address: message.to })}</p>
            <div className="mail__text">
              <MailText text={message.text} />
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}

/** The text with its addresses as links: this site's open in the app, others in a new tab. */
function MailText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((segment, index) => {
        if (segment.kind === 'text') return <span key={index}>{segment.text}</span>;
        const path = inAppPath(segment.href, location.origin);
        return path ? (
          <Link key={index} to={path}>
            {segment.href}
          </Link>
        ) : (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.href}
          </a>
        );
      })}
    </>
  );
}
