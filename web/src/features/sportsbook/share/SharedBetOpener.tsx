import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { useSidebar } from '../../shell/SidebarContext';
import { slipActivity } from '../betslip/activity';
import { betslip } from '../betslip/store';
import { SHARE_PARAM, sharedSlip } from './sharedSlip';
import type { SharedBetOpenerQuery } from './__generated__/SharedBetOpenerQuery.graphql';

const query = graphql`
  query SharedBetOpenerQuery($code: String!) {
    sharedBet(code: $code) {
      __typename
      ... on SharedBet {
        selections {
          matchName
          marketType
          title
          line
          state
          odd {
            id
            matchId
            price
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const opened = new Set<string>();

/**
 * Opening a shared bet's link (/?share=CODE, issue 23), signed in or not: its selections still on offer
 * go on the slip at the prices now, the others are named in the slip's notice, and the slip opens. The
 * code leaves the address once read, so a reload does not add the bet again.
 */
export function SharedBetOpener() {
  const { t } = useTranslation(['betslip', 'sportsbook']);
  const [params, setParams] = useSearchParams();
  const environment = useRelayEnvironment();
  const { setOpen, setTab } = useSidebar();
  const code = params.get(SHARE_PARAM);

  useEffect(() => {
    // React may run an effect twice before the address changes: one code is read once per page.
    if (!code || opened.has(code)) return;
    opened.add(code);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SHARE_PARAM);
        return next;
      },
      { replace: true },
    );
    const show = () => {
      setTab('betslip');
      setOpen(true);
    };
    fetchQuery<SharedBetOpenerQuery>(environment, query, { code }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then(
        (data) => {
          const answer = data?.sharedBet;
          // Only the SharedBet member has selections.
          if (!answer?.selections) {
            slipActivity.notify(answer && 'message' in answer && answer.message ? answer.message : t('share.notFound'));
            show();
            return;
          }
          const { entries, unavailable } = sharedSlip(
            answer.selections.map((selection) => {
              const line = selection.line != null ? ` ${selection.line}` : '';
              return {
                matchName: selection.matchName,
                state: selection.state,
                odd: selection.odd,
                label: `${selection.title}${line}`,
                marketLabel: t(`sportsbook:marketTypes.${selection.marketType}`, { defaultValue: selection.marketType }),
              };
            }),
          );
          for (const entry of entries) if (!betslip.has(entry.id)) betslip.toggle(entry);
          if (unavailable.length > 0) slipActivity.notify(t('share.unavailable', { names: unavailable.join('; ') }));
          show();
        },
        () => {
          slipActivity.notify(null);
          show();
        },
      );
  }, [code, environment, setOpen, setParams, setTab, t]);

  return null;
}
