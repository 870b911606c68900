import { MIN_EMBED_HEIGHT } from '@adlens/bridge';
import { SEO_SUITE_PRODUCTS, localOrigin } from '@adlens/core';
import { mountPartnerHost } from './mountPartnerHost.ts';
import './styles.css';

const seoSuiteOrigin = localOrigin('seoSuite');

/**
 * Page query (besides mountPartnerHost's): `trial=used` — a viewer without the app whose trial is
 * over (the embed shows trial-ended rather than no-package); `tokenLifetime=N` — partner tokens live
 * N seconds (10–300) instead of five minutes, to watch the embed renew its session.
 */
const params = new URLSearchParams(window.location.search);
const trialUsed = params.get('trial') === 'used';
const tokenLifetime = Number(params.get('tokenLifetime') ?? Number.NaN);

mountPartnerHost({
  partner: 'seo-suite',
  partnerName: 'SEO Suite',
  userLabel: 'viewer 1001 (Acme Corp)',
  // What the embed's upgrade offers buy (Categories, Brands, the advertiser benchmark).
  productId: SEO_SUITE_PRODUCTS.pro,
  embedOrigin: seoSuiteOrigin,
  wrongOrigin: localOrigin('salesTool'),
  embedTitle: 'Adlens SEO-suite embed',
  initialHeight: MIN_EMBED_HEIGHT,
  defaultPath: '/ad-intelligence/start',
  // `subscribed=0` on the page: a viewer without the Adlens app (no-package, or trial-ended).
  tokenBody: (url, session) => ({
    url,
    products: [...(session.subscribed ? [SEO_SUITE_PRODUCTS.app] : []), ...(session.purchased ?? [])],
    trialAvailable: !trialUsed,
    emailState: session.emailState,
    ...(Number.isInteger(tokenLifetime) ? { lifetimeSeconds: tokenLifetime } : {}),
  }),
  // Like the real SEO suite: the app is loaded at `iframe_url?jwt=…`
  // with the deep path in the token's `url` claim; later tokens come through getAccessToken.
  iframeUrl: async (_path, getToken) => `${seoSuiteOrigin}/?jwt=${encodeURIComponent(await getToken())}`,
});
