import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useSidebar } from '../../shell/SidebarContext';
import { slipActivity } from '../betslip/activity';
import { betslip } from '../betslip/store';
import { sharedSlip } from './sharedSlip';
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
 * shell reads the code and drops it from the address (useNavigationEffects), so a reload does not add
 * the bet again; one code is opened once per page.
 */
export function SharedBetOpener({ code }: { code: string }) {
  const { t } = useTranslation(['betslip', 'sportsbook']);
  const environment = useRelayEnvironment();
  const { setOpen, setTab } = useSidebar();

  useEffect(() => {
    // React may run an effect twice (strict mode): one code is opened once per page.
    if (opened.has(code)) return;
    opened.add(code);
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
  }, [code, environment, setOpen, setTab, t]);

  return null;
}
