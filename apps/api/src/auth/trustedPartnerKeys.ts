import { developmentPartnerKeys } from './developmentPartnerKeys.ts';
import { NO_PARTNER_KEYS, type PartnerKeys, loadPartnerKeys } from './partnerTokens.ts';

export interface PartnerKeySettings {
  production: boolean;
  /** ADLENS_PARTNER_KEYS_DIR, resolved; undefined when not set. */
  partnerKeysDir: string | undefined;
  /** Where a development machine keeps its generated pairs (`<repo>/.data/partner-keys`). */
  developmentPartnerKeysDir: string;
}

export interface TrustedPartnerKeys {
  keys: PartnerKeys;
  /** One line for the start-up log: where the keys come from. */
  description: string;
}

/**
 * Which partner keys the API trusts (in production only keys named by configuration;
 * docs/security.md#nothing-secret-ships-development-stays-local).
 * - ADLENS_PARTNER_KEYS_DIR set: its `{provider}.public.pem` files only, in any environment.
 * - Production without it: none. The API starts (a deployment without partners needs no keys) and
 *   every partner token is refused; the development pairs are never read, even if present.
 * - Development without it: the pairs generated on first start under `.data/partner-keys`.
 */
export async function trustedPartnerKeys(settings: PartnerKeySettings): Promise<TrustedPartnerKeys> {
  if (settings.partnerKeysDir) {
    const keys = await loadPartnerKeys(settings.partnerKeysDir);
    const named = Object.entries(keys)
      .filter(([, key]) => key !== undefined)
      .map(([provider]) => provider);
    return {
      keys,
      description: `Partner sign-in: ${named.join(', ') || 'none'} (public keys in ${settings.partnerKeysDir}).`,
    };
  }
  if (settings.production) {
    return { keys: NO_PARTNER_KEYS, description: 'Partner sign-in: off (ADLENS_PARTNER_KEYS_DIR is not set).' };
  }
  return {
    keys: await developmentPartnerKeys(settings.developmentPartnerKeysDir),
    description: `Partner sign-in: this machine's development keys in ${settings.developmentPartnerKeysDir}.`,
  };
}
