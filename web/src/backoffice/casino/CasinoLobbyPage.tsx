import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router-dom';
import { dataOf, failureOf, type Failure } from '../../mutations/results';
import { usePromiseMutation } from '../../mutations/usePromiseMutation';
import { FailureText } from '../FailureText';
import { GamesSection } from './GamesSection';
import type { CasinoLobbyPageAddMutation, CasinoGameKind } from './__generated__/CasinoLobbyPageAddMutation.graphql';
import type { CasinoLobbyPageQuery } from './__generated__/CasinoLobbyPageQuery.graphql';
import type { CasinoLobbyPageSeedMutation } from './__generated__/CasinoLobbyPageSeedMutation.graphql';
import type { CasinoLobbyPageSwitchMutation } from './__generated__/CasinoLobbyPageSwitchMutation.graphql';
import './casino.css';

const pageQuery = graphql`
  query CasinoLobbyPageQuery {
    backoffice {
      casinoProviders {
        code
        name
        enabled
        gameCount
      }
      jackpotSeeds {
        jackpot {
          id
          name
          amount {
            amount
            currency
          }
        }
        seed {
          amount
          currency
        }
      }
    }
  }
`;

const switchMutation = graphql`
  mutation CasinoLobbyPageSwitchMutation($code: String!, $enabled: Boolean!) {
    backoffice {
      switchCasinoProvider(code: $code, enabled: $enabled) {
        __typename
        ... on BackofficeCasinoProvider {
          code
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const seedMutation = graphql`
  mutation CasinoLobbyPageSeedMutation($id: ID!, $seed: Decimal!) {
    backoffice {
      setJackpotSeed(id: $id, seed: $seed) {
        __typename
        ... on BackofficeJackpot {
          seed {
            amount
          }
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const addMutation = graphql`
  mutation CasinoLobbyPageAddMutation($input: AddCasinoGameInput!) {
    backoffice {
      addCasinoGame(input: $input) {
        __typename
        ... on BackofficeCasinoGame {
          game {
            id
            title
          }
        }
        ...failure_error @relay(mask: false) @alias(as: "failure")
      }
    }
  }
`;

const KINDS: readonly CasinoGameKind[] = ['SLOT', 'TABLE', 'LIVE', 'VIRTUAL'];
const ENGINES = ['slot/low', 'slot/medium', 'slot/high', 'roulette/european', 'blackjack/classic'] as const;

/**
 * /backoffice/casino (issue 18, marketing): the lobby's games (mark not working, retire), a new game,
 * the providers on and off, and the jackpot seeds. Each change is audited by the platform and reaches
 * the players' open lobbies at once (casinoCatalogueChanged).
 */
export default function CasinoLobbyPage() {
  const { t } = useTranslation('backoffice-casino');
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<CasinoLobbyPageQuery>(pageQuery, {}, { fetchPolicy: 'network-only', fetchKey });
  const refresh = () => setFetchKey((key) => key + 1);
  const providers = data.backoffice?.casinoProviders ?? [];
  return (
    <section className="page backoffice-page backoffice-casino" aria-labelledby="casino-lobby-title">
      <h1 id="casino-lobby-title">{t('title')}</h1>
      <p className="muted">{t('help')}</p>
      <GamesSection providers={providers} />
      <AddGame providers={providers} />
      <Providers providers={providers} onChanged={refresh} />
      <JackpotSeeds pools={data.backoffice?.jackpotSeeds ?? []} onChanged={refresh} />
    </section>
  );
}

function AddGame({ providers }: { providers: readonly { code: string; name: string }[] }) {
  const { t } = useTranslation('backoffice-casino');
  const [add, pending] = usePromiseMutation<CasinoLobbyPageAddMutation>(addMutation);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const ids = useId();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const answer = (
      await add({
        input: {
          provider: String(values.get('provider')),
          kind: String(values.get('kind')) as CasinoGameKind,
          title: String(values.get('title') ?? '').trim(),
          engine: String(values.get('engine')),
          hasDemo: values.get('hasDemo') === 'on',
          hasJackpot: values.get('hasJackpot') === 'on',
        },
      })
    ).backoffice.addCasinoGame;
    setFailure(failureOf(answer));
    const made = dataOf(answer);
    setAdded(made ? made.game.title : null);
    if (made) form.reset();
  };
  return (
    <form className="form form--wide backoffice-casino__section" noValidate onSubmit={submit} aria-busy={pending} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('add.title')}</h2>
      <FailureText failure={failure} />
      {added && (
        <p className="form-status" role="status">
          {t('add.added', { title: added })}
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-provider`}>
          {t('add.provider')}
        </label>
        <select id={`${ids}-provider`} name="provider" className="input" required>
          {providers.map((provider) => (
            <option key={provider.code} value={provider.code}>
              {provider.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-kind`}>
          {t('add.kind')}
        </label>
        <select id={`${ids}-kind`} name="kind" className="input">
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-title-input`}>
          {t('add.gameTitle')}
        </label>
        <input id={`${ids}-title-input`} name="title" className="input" required minLength={3} maxLength={80} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-engine`}>
          {t('add.engine')}
        </label>
        <select id={`${ids}-engine`} name="engine" className="input" defaultValue="slot/medium">
          {ENGINES.map((engine) => (
            <option key={engine} value={engine}>
              {t(`engines.${engine}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="checkbox" htmlFor={`${ids}-demo`}>
        <input id={`${ids}-demo`} type="checkbox" name="hasDemo" defaultChecked /> {t('add.hasDemo')}
      </label>
      <label className="checkbox" htmlFor={`${ids}-jackpot`}>
        <input id={`${ids}-jackpot`} type="checkbox" name="hasJackpot" /> {t('add.hasJackpot')}
      </label>
      <button type="submit" className="button button--primary" disabled={pending}>
        {t('add.submit')}
      </button>
    </form>
  );
}

function Providers({ providers, onChanged }: { providers: readonly { code: string; name: string; enabled: boolean; gameCount: number }[]; onChanged: () => void }) {
  const { t } = useTranslation('backoffice-casino');
  const [switchProvider, pending] = usePromiseMutation<CasinoLobbyPageSwitchMutation>(switchMutation);
  const [failure, setFailure] = useState<Failure | null>(null);
  const ids = useId();
  return (
    <section className="backoffice-casino__section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('providers.title')}</h2>
      <FailureText failure={failure} />
      <table className="backoffice-table" data-testid="bo-casino-providers">
        <caption className="visually-hidden">{t('providers.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('providers.name')}</th>
            <th scope="col">{t('providers.games')}</th>
            <th scope="col">{t('providers.state')}</th>
            <th scope="col">{t('games.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {providers.map((provider) => (
            <tr key={provider.code} data-provider={provider.code}>
              <td>{provider.name}</td>
              <td>{provider.gameCount}</td>
              <td>{t(provider.enabled ? 'providers.on' : 'providers.off')}</td>
              <td>
                <button
                  type="button"
                  className="button"
                  disabled={pending}
                  onClick={async () => {
                    const refused = failureOf((await switchProvider({ code: provider.code, enabled: !provider.enabled })).backoffice.switchCasinoProvider);
                    setFailure(refused);
                    if (!refused) onChanged();
                  }}
                >
                  {t(provider.enabled ? 'providers.switchOff' : 'providers.switchOn', { name: provider.name })}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type Pool = { jackpot: { id: string; name: string; amount: { amount: string; currency: string } }; seed: { amount: string; currency: string } };

function JackpotSeeds({ pools, onChanged }: { pools: readonly Pool[]; onChanged: () => void }) {
  const { t } = useTranslation('backoffice-casino');
  const { lang = 'en-US' } = useParams();
  const ids = useId();
  const money = (value: { amount: string; currency: string }) => new Intl.NumberFormat(lang, { style: 'currency', currency: value.currency }).format(Number(value.amount));
  return (
    <section className="backoffice-casino__section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('jackpots.title')}</h2>
      <p className="muted">{t('jackpots.help')}</p>
      <table className="backoffice-table" data-testid="bo-casino-jackpots">
        <caption className="visually-hidden">{t('jackpots.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('jackpots.pool')}</th>
            <th scope="col">{t('jackpots.amount')}</th>
            <th scope="col">{t('jackpots.seed')}</th>
          </tr>
        </thead>
        <tbody>
          {pools.map((pool) => (
            <tr key={pool.jackpot.id}>
              <td>
                {pool.jackpot.name} · {pool.jackpot.amount.currency}
              </td>
              <td>{money(pool.jackpot.amount)}</td>
              <td>
                <SeedForm pool={pool} onChanged={onChanged} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function SeedForm({ pool, onChanged }: { pool: Pool; onChanged: () => void }) {
  const { t } = useTranslation('backoffice-casino');
  const [setSeed, pending] = usePromiseMutation<CasinoLobbyPageSeedMutation>(seedMutation);
  const [value, setValue] = useState(pool.seed.amount);
  const [failure, setFailure] = useState<Failure | null>(null);
  const id = useId();
  return (
    <form
      className="backoffice-casino__seed"
      noValidate
      aria-busy={pending}
      onSubmit={async (event) => {
        event.preventDefault();
        const refused = failureOf((await setSeed({ id: pool.jackpot.id, seed: value.trim() })).backoffice.setJackpotSeed);
        setFailure(refused);
        if (!refused) onChanged();
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {t('jackpots.newSeed', { name: pool.jackpot.name, currency: pool.seed.currency })}
      </label>
      <input id={id} className="input" inputMode="decimal" value={value} maxLength={20} onChange={(event) => setValue(event.target.value)} />
      <button type="submit" className="button" disabled={pending}>
        {t('jackpots.save')}
      </button>
      <FailureText failure={failure} />
    </form>
  );
}
