import { Suspense } from 'react';
import { createBrowserRouter, Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { BACKOFFICE_PATH } from '../../../rules/backoffice';
import { isLanguage } from '../i18n/languages';
import { BackofficeLayout } from './BackofficeLayout';
import { BackofficeRouteError } from './BackofficeRouteError';
import { BACKOFFICE_PAGES, type BackofficePage } from './pages';
import { backofficeHref, languageOf, SIGN_IN } from './paths';

const pageRoute = (page: BackofficePage): RouteObject => ({
  path: page.nested ? `${page.path}/*` : page.path,
  errorElement: <BackofficeRouteError />,
  lazy: async () => ({ Component: (await page.load()).default }),
});

/** /backoffice/{lang}/…: an address without a supported language gets the visitor's. */
const languageGuard = ({ params, request }: LoaderFunctionArgs) => {
  if (isLanguage(params.lang)) return null;
  const rest = new URL(request.url).pathname.split('/').slice(3).join('/');
  return redirect(backofficeHref(languageOf(''), rest));
};

export const backofficeRoutes: RouteObject[] = [
  {
    path: `${BACKOFFICE_PATH}/:lang`,
    loader: languageGuard,
    errorElement: <BackofficeRouteError />,
    element: (
      <Suspense fallback={<div className="boot" aria-busy="true" />}>
        <Outlet />
      </Suspense>
    ),
    children: [
      { path: SIGN_IN, lazy: async () => ({ Component: (await import('./SignInPage')).default }) },
      {
        Component: BackofficeLayout,
        errorElement: <BackofficeRouteError />,
        children: [
          { index: true, errorElement: <BackofficeRouteError />, lazy: async () => ({ Component: (await import('./DashboardPage')).default }) },
          ...BACKOFFICE_PAGES.map(pageRoute),
          { path: '*', loader: () => redirect(backofficeHref(languageOf(location.pathname))) },
        ],
      },
    ],
  },
  { path: '*', loader: () => redirect(backofficeHref(languageOf(location.pathname))) },
];

export const createBackofficeRouter = () => createBrowserRouter(backofficeRoutes);
