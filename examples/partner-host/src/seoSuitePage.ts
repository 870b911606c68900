import { MIN_EMBED_HEIGHT } from '@adlens/bridge';
import { localOrigin } from '@adlens/core';
import { mountPartnerHost } from './mountPartnerHost.ts';
import './styles.css';

const seoSuiteOrigin = localOrigin('seoSuite');

mountPartnerHost({
  partner: 'seo-suite',
  partnerName: 'SEO Suite',
  userLabel: 'viewer 1001 (Acme Corp)',
  productId: 'adlens',
  embedOrigin: seoSuiteOrigin,
  wrongOrigin: localOrigin('salesTool'),
  embedTitle: 'Adlens SEO-suite embed',
  initialHeight: MIN_EMBED_HEIGHT,
  defaultPath: '/ad-intelligence/start',
  tokenBody: (url, session) => ({ url, productActive: session.subscribed, emailState: session.emailState }),
  // Like the real SEO suite (research notes, Partner SDK): the app is loaded at `iframe_url?jwt=…`
  // with the deep path in the token's `url` claim; later tokens come through getAccessToken.
  iframeUrl: async (_path, getToken) => `${seoSuiteOrigin}/?jwt=${encodeURIComponent(await getToken())}`,
});
