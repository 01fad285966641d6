import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, PATHS, Route, Routes } from 'shared-auth';
import { prepareSignedInScreen } from './start/preloadDestination';
import { RouteGuard } from './guards/RouteGuard';
import { retryDiscovery, useSectionCatalogue } from './sections/catalogueStore';
import { AuthLayout } from './layouts/AuthLayout';
import { AppLiveMark } from './shell/AppLiveMark';
import { CentredSpinner } from './shell/CentredSpinner';
import { ScreenErrorBoundary } from './shell/ScreenErrorBoundary';
import { RoutedShellFrame } from './shell/ShellFrame';

// Every screen loads on demand, sign-in too: a signed-in user's first screen never carries the sign-in
// form's code (docs/performance.md). A prerendered screen stays painted meanwhile:
// React hydrates it once its code has arrived (docs/architecture.md "First paint").
const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const AccountVerificationPage = lazy(() =>
  import('../features/auth/AccountVerificationPage').then((m) => ({ default: m.AccountVerificationPage })),
);
const OnboardingPage = lazy(() =>
  import('../features/onboarding/OnboardingPage').then((m) => ({ default: m.OnboardingPage })),
);
const MainLayout = lazy(() => import('./layouts/MainLayout').then((m) => ({ default: m.MainLayout })));
const RemoteSection = lazy(() =>
  import('./federation/RemoteSection').then((m) => ({ default: m.RemoteSection })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * A lazily loaded screen: the centred spinner (or the given fallback) until its code has arrived, and
 * a message with a reload if it cannot arrive. The screen's commit (its hydration when prerendered)
 * marks the page live ({@link AppLiveMark}).
 */
function Loading({
  children,
  fallback = <CentredSpinner />,
}: {
  readonly children: ReactNode;
  readonly fallback?: ReactNode;
}): ReactElement {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={fallback}>
        {children}
        <AppLiveMark />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/** The element of a route whose screen loads on demand and takes no props. */
function onDemand(Screen: ComponentType): ReactElement {
  return (
    <Loading>
      <Screen />
    </Loading>
  );
}

/**
 * Every path but the host's own screens: a route for each section the remotes declare, in the
 * signed-in layout (docs/architecture.md "Remotes"), else the not-found page. Its own `Routes`, so
 * that only these paths follow the section catalogue: the host's screens never re-render when it
 * arrives, and a prerendered sign-in form hydrates undisturbed.
 */
function SectionRoutes(): ReactElement {
  const { catalogue, unavailable } = useSectionCatalogue();
  return (
    <Routes>
      <Route
        element={
          <Loading fallback={<RoutedShellFrame />}>
            <MainLayout />
          </Loading>
        }
      >
        {catalogue?.map((section) => (
          <Route
            key={section.id}
            path={section.path === '/' ? '/' : `${section.path}/*`}
            element={
              <Loading>
                <RemoteSection key={section.id} section={section} />
              </Loading>
            }
          />
        ))}
      </Route>
      <Route
        path="*"
        element={
          <Loading>
            <NotFoundPage sectionsUnavailable={unavailable.length > 0} onRetrySections={retryDiscovery} />
          </Loading>
        }
      />
    </Routes>
  );
}

/**
 * The route table of docs/product-rules.md §2, all behind the guard chain: the host's own screens,
 * then the sections' routes ({@link SectionRoutes}). Declarative routes (BrowserRouter + Routes):
 * the data router's loaders and actions are not used here, and leaving them out keeps that part of
 * react-router off every page (docs/performance.md). Navigations run in React transitions, so a
 * screen stays up while the next one's code loads.
 * @param location - the one path to render, without a browser (the build's prerendering); omitted in
 * the browser, which routes by its address bar
 */
export function AppRoutes({ location }: { readonly location?: string }): ReactElement {
  const routes = (
    <Routes>
      <Route element={<RouteGuard />}>
        <Route element={<AuthLayout />}>
          <Route path={PATHS.register} element={onDemand(RegisterPage)} />
          <Route path={PATHS.accountVerification} element={onDemand(AccountVerificationPage)} />
          <Route
            path={PATHS.login}
            element={
              <Loading>
                <LoginPage onSignInAhead={prepareSignedInScreen} />
              </Loading>
            }
          />
          <Route path={PATHS.onBoarding} element={onDemand(OnboardingPage)} />
        </Route>
        <Route path="*" element={<SectionRoutes />} />
      </Route>
    </Routes>
  );
  // A given location is the build's prerendering of one screen (host/prerender): no browser history.
  return location ? (
    <MemoryRouter initialEntries={[location]}>{routes}</MemoryRouter>
  ) : (
    <BrowserRouter>{routes}</BrowserRouter>
  );
}
