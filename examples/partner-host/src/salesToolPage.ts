import { MIN_SALES_TOOL_EMBED_HEIGHT } from '@adlens/bridge';
import { localOrigin } from '@adlens/core';
import { mountPartnerHost } from './mountPartnerHost.ts';
import './styles.css';

const salesToolOrigin = localOrigin('salesTool');

/** The companies the fake CRM knows, by domain (seeded advertisers, and one Adlens does not know). */
const COMPANIES = new Map([
  ['nike.com', 'Nike'],
  ['amazon.com', 'Amazon'],
  ['toyota.com', 'Toyota'],
  ['unknown-company.example', 'Unknown Company'],
]);

type ViewMode = 'SIDEBAR' | 'SEARCH';

function element<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`partner-host: #${id} is missing from the page`);
  return found;
}

/**
 * Page query (besides mountPartnerHost's): `view=sidebar` — Adlens as a narrow sidebar beside the
 * CRM's company page, previewing that company; otherwise
 * the full app (SEARCH). `company=nike.com` — the company the CRM shows; both views open on it and
 * follow a change (bridge `selectEntities`). `advertiser=42` — a shortcut for the domain report of
 * advertiser 42 in the full app instead. `sidebarWidth=320` — the sidebar's width in
 * px (240–600, default 360), to see the embed as narrow as a partner may make it.
 */
const params = new URLSearchParams(window.location.search);
let viewMode: ViewMode = params.get('view') === 'sidebar' ? 'SIDEBAR' : 'SEARCH';
let company = COMPANIES.has(params.get('company') ?? '') ? params.get('company')! : 'nike.com';
const advertiser = params.get('advertiser');
const advertiserId = advertiser && /^\d+$/.test(advertiser) ? advertiser : null;

const layout = element('sales-layout', HTMLElement);
const sidebarWidth = Number(params.get('sidebarWidth'));
if (Number.isInteger(sidebarWidth) && sidebarWidth >= 240 && sidebarWidth <= 600) {
  layout.style.setProperty('--sidebar-width', `${sidebarWidth}px`);
}
const companyName = element('company-name', HTMLElement);
const companyDomain = element('company-domain', HTMLElement);
const companySelect = element('company-select', HTMLSelectElement);
const viewInputs = document.querySelectorAll<HTMLInputElement>('input[name="view-mode"]');
const subscriptionInputs = document.querySelectorAll<HTMLInputElement>('input[name="subscription"]');

/** Writes the page's choices into its address, so a reload (or a shared link) shows the same. */
function writeQuery(changes: Record<string, string | null>) {
  const query = new URLSearchParams(window.location.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) query.delete(key);
    else query.set(key, value);
  }
  window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query}`);
}

function renderLayout() {
  layout.dataset.view = viewMode.toLowerCase();
  companyName.textContent = COMPANIES.get(company) ?? company;
  companyDomain.textContent = company;
  for (const input of viewInputs) input.checked = input.value === viewMode;
  companySelect.value = company;
}

const host = mountPartnerHost({
  partner: 'sales-tool',
  partnerName: 'Sales Intelligence',
  userLabel: 'jane@agency.test',
  productId: 'adlens-ad-intelligence',
  embedOrigin: salesToolOrigin,
  wrongOrigin: localOrigin('seoSuite'),
  embedTitle: 'Adlens sales-tool embed',
  initialHeight: MIN_SALES_TOOL_EMBED_HEIGHT,
  ...(advertiserId ? { defaultPath: `/ad-intelligence/advertiser/common/${advertiserId}` } : {}),
  // The token carries the view, the company (entities) and the deep path;
  // the embed's root then goes where the token says (Integration redirect). Without a deep path
  // the full app opens on the company this page shows, like the sidebar.
  tokenBody: (path, session) =>
    viewMode === 'SIDEBAR' || !path
      ? { viewMode, entities: company, subscribed: session.subscribed }
      : { viewMode, path, entities: company, subscribed: session.subscribed },
  iframeUrl: async (path) => `${salesToolOrigin}${viewMode === 'SIDEBAR' || !path ? '/' : path}`,
  tracksEmbedPath: () => viewMode === 'SEARCH',
  onSessionChange: (session) => {
    for (const input of subscriptionInputs) input.checked = (input.value === 'subscribed') === session.subscribed;
  },
});

renderLayout();

for (const input of viewInputs) {
  input.addEventListener('change', () => {
    viewMode = input.value === 'SIDEBAR' ? 'SIDEBAR' : 'SEARCH';
    writeQuery({ view: viewMode === 'SIDEBAR' ? 'sidebar' : null });
    renderLayout();
    host.reload(viewMode === 'SIDEBAR' ? `sidebar preview of ${company}` : 'full app (search view)');
  });
}

for (const input of subscriptionInputs) {
  input.addEventListener('change', () => {
    host.session.subscribed = input.value === 'subscribed';
    writeQuery({ subscribed: host.session.subscribed ? null : '0' });
    host.reload(host.session.subscribed ? 'subscribed' : 'not subscribed');
  });
}

companySelect.addEventListener('change', () => {
  company = companySelect.value;
  writeQuery({ company });
  renderLayout();
  // Both views follow the company without a reload; an embed without selectEntities is reloaded.
  if (!host.selectEntities([company]) && viewMode === 'SIDEBAR') host.reload(`sidebar preview of ${company}`);
});
