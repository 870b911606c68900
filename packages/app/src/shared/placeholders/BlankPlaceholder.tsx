import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import { LinkButton } from '../ui/LinkButton.ts';
import { tokens } from '../ui/tokens.ts';
import { WidgetSilhouettes } from './WidgetSilhouettes.tsx';
import { isPlainLeftClick } from '../ui/isPlainLeftClick.ts';

/** The integration (partner) variant: the data can be bought. */
interface BlankPlaceholderUpgrade {
  /** The entity the user looked at, e.g. 'Brands' or an advertiser's name. */
  entity: string;
  /** The channels that hold the data, as the message shows them (a count or names). */
  channels: number | string;
  /** 'Upgrade now': starts the purchase (partner SDK) or contact sales. */
  onUpgrade: () => void;
}

export interface BlankPlaceholderProps {
  /** False when the user's package has no channel with this data. */
  channelAvailable: boolean;
  /** False when the data does not exist for the chosen period. */
  periodAvailable: boolean;
  /** Inside an integration: the upgrade variant of the no-channel box. */
  upgrade?: BlankPlaceholderUpgrade;
  /** 'Go back to home page': the owner clears held events and goes to the start page. */
  onGoHome: () => void;
  /** The start page's address, for the link's href (default '/'). */
  homeHref?: string;
  /** How many sample widgets to draw (default 4). */
  sampleWidgets?: number;
}

const Screen = styled.section`
  position: relative;
  padding: 16px;
`;

const Box = styled.div`
  position: absolute;
  top: 80px;
  left: 50%;
  width: min(520px, calc(100% - 32px));
  padding: 24px;
  border: 1px solid ${tokens.border};
  border-radius: 10px;
  background: ${tokens.surface};
  box-shadow: 0 8px 32px rgb(15 23 42 / 16%);
  color: ${tokens.text};
  text-align: center;
  transform: translateX(-50%);

  p {
    margin: 0 0 12px;
    line-height: 1.5;
  }
`;

const HomeRow = styled.p`
  margin: 16px 0 0;
  text-align: center;
`;

const HomeLink = styled.a`
  color: ${tokens.primary};
  text-decoration: underline;

  &:hover {
    color: ${tokens.primaryHover};
  }
`;

function Message({ channelAvailable, upgrade }: Pick<BlankPlaceholderProps, 'channelAvailable' | 'upgrade'>) {
  if (channelAvailable) return <p>The data is not available for the period.</p>;
  if (upgrade) {
    return (
      <>
        <p>
          Interested in {upgrade.entity}? The data is available in {upgrade.channels} channel(s)
        </p>
        <p>
          <LinkButton type="button" onClick={upgrade.onUpgrade}>
            Upgrade now
          </LinkButton>{' '}
          to get instant access to {upgrade.channels} channel(s)!
        </p>
      </>
    );
  }
  return <p>The data is not available in your plan. Contact your account manager to upgrade it.</p>;
}

/**
 * The blank placeholder screen: sample widgets and, when no channel or
 * no period is available, a box saying why (no channel wins); 'Go back to home page' always.
 */
export function BlankPlaceholder({
  channelAvailable,
  periodAvailable,
  upgrade,
  onGoHome,
  homeHref = '/',
  sampleWidgets,
}: BlankPlaceholderProps) {
  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    onGoHome();
  };
  const unavailable = !channelAvailable || !periodAvailable;
  const home = (
    <HomeLink href={homeHref} onClick={goHome}>
      Go back to home page
    </HomeLink>
  );

  return (
    <Screen aria-label="Data unavailable">
      <WidgetSilhouettes count={sampleWidgets} />
      {unavailable ? (
        <Box>
          <Message channelAvailable={channelAvailable} upgrade={upgrade} />
          {home}
        </Box>
      ) : (
        <HomeRow>{home}</HomeRow>
      )}
    </Screen>
  );
}
