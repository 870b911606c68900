import { sessionUserQueryOptions } from '@adlens/api-client/query';
import { decideControl } from '@adlens/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { styled } from 'styled-components';
import { BookmarksMenu } from '../features/favorites/BookmarksMenu.tsx';
import { GlobalSearchButton } from '../features/globalSearch/GlobalSearchButton.tsx';
import { useOpenReport } from '../features/globalSearch/useOpenReport.ts';
import { NotificationBar } from '../shared/notifications/NotificationBar.tsx';
import { ExportsProvider } from '../features/exports/ExportsProvider.tsx';
import { EmailReportsConsent } from '../features/partner/EmailReportsConsent.tsx';
import { usePartnerPurchase } from '../shared/gating/usePartnerPurchase.ts';
import { useAnalyticsIdentity } from '../shared/analytics/useAnalyticsIdentity.ts';
import { useAdlensRuntime } from '../shared/runtime/useAdlensRuntime.ts';
import { useSessionState } from '../shared/runtime/useSessionState.ts';
import { BrandMark } from '../shared/ui/BrandMark.tsx';
import { tokens } from '../shared/ui/tokens.ts';
import { NARROW_HEADER_MAX_WIDTH } from '../shared/ui/WideOnlyText.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { AdblockPopup } from './AdblockPopup.tsx';
import { ALLOW_ALL_FEATURES, type FeatureGate, FeatureGateContext } from './FeatureGate.ts';
import { Footer } from './Footer.tsx';
import { RestrictedFeatureDialogs } from './RestrictedFeatureDialogs.tsx';
import { ScrollUpButton } from './ScrollUpButton.tsx';
import { ShellBarContext } from '../shared/notifications/ShellBarContext.ts';
import { SideMenu } from './SideMenu.tsx';
import type { SkipModeEvent } from '../model/session/skipMode.ts';
import { SIDE_MENU_CONTROLS } from '../shared/gating/sideMenuItems.ts';
import { usePackageGating } from '../shared/gating/usePackageGating.ts';
import { PackageChannelSet } from '../reportKit/PackageChannelSet.tsx';
import { useFeatureGate } from './useFeatureGate.ts';

export interface AppShellProps {
  /** The account menu offers Email notifications; the app config's by default. */
  emailNotifications?: boolean;
  /** Skip mode switched in the account menu (MARK_MODE_ENABLE / MARK_MODE_DISABLE). */
  onSkipModeChange?: (event: SkipModeEvent) => void;
  /**
   * Package gating of side-menu items; defaults to the context's. Without either, everything is
   * allowed and restricted items open the promotion / contact-sales dialogs (RestrictedFeatureDialogs).
   */
  featureGate?: FeatureGate;
}

const MAIN_ID = 'adlens-main';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 56px;
  padding: 0 24px;
  border-bottom: 1px solid ${tokens.border};
  background: ${tokens.surface};
`;

/** The global search between the brand and the menus ("Find anything"). */
const HeaderSearch = styled.div`
  flex: 1;
  display: flex;
  justify-content: center;
  min-width: 0;
  padding: 0 16px;

  @media (max-width: ${NARROW_HEADER_MAX_WIDTH}px) {
    justify-content: flex-end;
    padding: 0 8px;
  }
`;

const HeaderEnd = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
`;

const HomeLink = styled(Link)`
  color: inherit;
  text-decoration: none;
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -40px;
  z-index: 30;
  padding: 8px 12px;
  background: ${tokens.surface};
  color: ${tokens.primary};

  &:focus {
    top: 8px;
  }
`;

/*
 * No viewport heights in an embed: it is auto-resized to this content, and a height derived from the
 * iframe's own would grow it forever. The standalone app fills the window
 * so the side menu runs to the bottom.
 */
const Frame = styled.div<{ $fillWindow: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: ${({ $fillWindow }) => ($fillWindow ? '100vh' : 'auto')};
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  align-items: stretch;

  @media (max-width: 767px) {
    flex-direction: column;
  }
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
  max-width: 1200px;
  padding: 24px;

  &:focus {
    outline: none;
  }
`;

/**
 * The signed-in shell: header with the brand
 * and account menu (standalone only — embeds live inside the partner's chrome and session), the top
 * notification bar, the side menu, the page, the white-label footer, the scroll-up button and the
 * adblock popup.
 */
export function AppShell({ emailNotifications, onSkipModeChange, featureGate }: AppShellProps) {
  const runtime = useAdlensRuntime();
  const { config } = runtime;
  const embedded = config.integration !== 'none';
  const router = useRouter();
  const navigate = useNavigate();
  const href = useRouterState({ select: (state) => state.location.href });
  const rememberReturnUrl = useSessionState((state) => state.rememberReturnUrl);
  const contextGate = useFeatureGate();
  const { data: user } = useQuery({ ...sessionUserQueryOptions(runtime.client), enabled: !embedded });
  useAnalyticsIdentity();
  const gating = usePackageGating();
  const purchase = usePartnerPurchase();
  const { whiteLabel } = config;

  const goTo = (to: string) => void router.navigate({ href: to });
  const openReport = useOpenReport();
  const logout = () => {
    runtime.logout();
    rememberReturnUrl(href);
    void navigate({ to: '/login' });
  };

  // A host gate (prop or context) keeps its own onRestricted; otherwise the shell's dialogs answer.
  const hostGate = featureGate ?? (contextGate === ALLOW_ALL_FEATURES ? undefined : contextGate);
  const shell = (
    <>
      <Frame $fillWindow={!embedded}>
        <SkipLink href={`#${MAIN_ID}`}>Skip to content</SkipLink>
        {!embedded && (
          <Header>
            <HomeLink to="/ad-intelligence">
              <BrandMark />
            </HomeLink>
            {user && (
              <HeaderSearch>
                <GlobalSearchButton onOpen={openReport} />
              </HeaderSearch>
            )}
            {user && (
              <HeaderEnd>
                <BookmarksMenu onNavigate={goTo} />
                <AccountMenu
                  user={user}
                  onLogout={logout}
                  onNavigate={goTo}
                  emailNotifications={emailNotifications ?? config.emailNotifications}
                  dynamicMode={whiteLabel.menuType === 'dynamic'}
                  showLogout={whiteLabel.accountMenu.logout}
                  showRole={whiteLabel.accountMenu.role}
                  onSkipModeChange={onSkipModeChange}
                />
              </HeaderEnd>
            )}
          </Header>
        )}
        <NotificationBar />
        <Body>
          <SideMenu integration={config.integration} currentHref={href} onNavigate={goTo} />
          <Main id={MAIN_ID} tabIndex={-1}>
            <ExportsProvider>
              <ShellBarContext value>
                <PackageChannelSet>
                  <Outlet />
                </PackageChannelSet>
              </ShellBarContext>
            </ExportsProvider>
          </Main>
        </Body>
        <Footer footer={whiteLabel.footer} showFooter={whiteLabel.showFooter} brandName={whiteLabel.brandName} />
      </Frame>
      <ScrollUpButton focusTargetId={MAIN_ID} />
      <AdblockPopup />
      {config.integration === 'seo-suite' && <EmailReportsConsent />}
    </>
  );
  return hostGate ? (
    <FeatureGateContext value={hostGate}>{shell}</FeatureGateContext>
  ) : (
    <RestrictedFeatureDialogs
      client={runtime.client}
      decide={(feature) => decideControl(SIDE_MENU_CONTROLS[feature], gating)}
      purchase={purchase}
    >
      {shell}
    </RestrictedFeatureDialogs>
  );
}
