import { MIN_SALES_TOOL_EMBED_HEIGHT } from '@adlens/bridge';
import { localOrigin } from '@adlens/core';
import { mountPartnerHost } from './mountPartnerHost.ts';
import './styles.css';

const salesToolOrigin = localOrigin('salesTool');

/** `?advertiser=42` is a shortcut for the domain report of advertiser 42. */
const advertiser = new URLSearchParams(window.location.search).get('advertiser');
const advertiserId = advertiser && /^\d+$/.test(advertiser) ? advertiser : '1';

mountPartnerHost({
  partner: 'sales-tool',
  partnerName: 'Sales Intelligence',
  userLabel: 'jane@agency.test',
  productId: 'adlens-ad-intelligence',
  embedOrigin: salesToolOrigin,
  wrongOrigin: localOrigin('seoSuite'),
  embedTitle: 'Adlens sales-tool embed',
  initialHeight: MIN_SALES_TOOL_EMBED_HEIGHT,
  defaultPath: `/ad-intelligence/advertiser/common/${advertiserId}`,
  // The token's `path` claim carries the deep path too (spec §2.5: a non-sneak view goes to it).
  tokenBody: (path, session) => ({ path, subscribed: session.subscribed }),
  iframeUrl: async (path) => `${salesToolOrigin}${path}`,
});
