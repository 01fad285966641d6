import { createBrowserRouter, PATHS, type RouteObject, SECTION_IDS, SECTION_PATHS } from 'shared-auth';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { RouteGuard } from './guards/RouteGuard';
import { AuthLayout } from './layouts/AuthLayout';

/** Every section route of the main layout; a section may own the sub-paths below its route. */
const sectionRoutes: RouteObject[] = SECTION_IDS.map((section) => {
  const path = SECTION_PATHS[section];
  return {
    path: path === '/' ? '/' : `${path}/*`,
    // Loaded with the main layout, not with the sign-in screens.
    lazy: () =>
      import('./federation/RemoteSection').then(({ RemoteSection }) => ({
        element: <RemoteSection key={section} section={section} basePath={path} />,
      })),
  };
});

/** The route table of SPEC §2, all behind the guard chain; screens other than sign-in load on demand. */
export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          { path: PATHS.register, element: <RegisterPage /> },
          {
            path: PATHS.accountVerification,
            lazy: () =>
              import('../features/auth/AccountVerificationPage').then((m) => ({
                Component: m.AccountVerificationPage,
              })),
          },
          { path: PATHS.login, element: <LoginPage /> },
          {
            path: PATHS.onBoarding,
            lazy: () =>
              import('../features/onboarding/OnboardingPage').then((m) => ({ Component: m.OnboardingPage })),
          },
        ],
      },
      {
        lazy: () => import('./layouts/MainLayout').then((m) => ({ Component: m.MainLayout })),
        children: sectionRoutes,
      },
      {
        path: '*',
        lazy: () => import('../features/not-found/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

/** The host's router. */
export const router = createBrowserRouter(routes);
