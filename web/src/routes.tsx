import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, useLoaderData, type RouteObject } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import AppLayoutQuery from './features/shell/__generated__/AppLayoutQuery.graphql';
import { AppLayout } from './features/shell/AppLayout';
import { RouteError } from './features/shell/RouteError';
import { PAGES, type PageRoute } from './routing/pages';
import { redirectTarget } from './routing/resolve';
import { currentEnvironment } from './relay/environment';
import { BACKOFFICE_PATH } from '../../rules/backoffice-paths';

export interface RouteHandle {
  titleKey: string;
  sportType: boolean;
}

/** The router's route of a page of the table: its loader is the page's preparation, whose result the page gets as props. */
function toRoute(page: PageRoute): RouteObject {
  return {
    path: page.path,
    handle: { titleKey: page.titleKey, sportType: page.sportType ?? false } satisfies RouteHandle,
    ...(page.prepare ? { loader: page.prepare } : {}),
    ...(page.revalidate ? { shouldRevalidate: page.revalidate } : {}),
    lazy: async () => {
      const Page = (await page.load()).default;
      return { element: <Prepared page={Page} /> };
    },
  };
}

function Prepared({ page: Page }: { page: ComponentType<object> }) {
  return <Page {...(useLoaderData() as object | undefined)} />;
}

const guard = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  const target = redirectTarget(url.pathname, url.search);
  return target ? redirect(target) : null;
};

/** Hands a back-office address to the back office's app: a full page load, which main.tsx starts as the back office. */
const toBackoffice = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  location.assign(url.pathname + url.search);
  // Nothing renders meanwhile: the page is being replaced.
  return new Promise<null>(() => {});
};

/** The layout's query (configuration and flags) starts with the first navigation. */
const layoutLoader = (args: { request: Request }) =>
  guard(args) ?? loadQuery(currentEnvironment(), AppLayoutQuery, {}, { fetchPolicy: 'store-or-network' });

export const routes: RouteObject[] = [
  {
    path: '/:lang',
    Component: AppLayout,
    errorElement: <RouteError />,
    loader: layoutLoader,
    // Only a change of language can change the layout's answer.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname.split('/')[1] !== nextUrl.pathname.split('/')[1],
    children: [...PAGES.map(toRoute), { path: '*', loader: guard }],
  },
  // The back office is another app (web/src/backoffice, its own chunk): a link into it loads its page.
  { path: `${BACKOFFICE_PATH}/*`, loader: toBackoffice },
  { path: '*', loader: guard },
];

export const createRouter = () => createBrowserRouter(routes);
