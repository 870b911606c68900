import { BRIDGE_PROTOCOL_VERSION, createHost, isPartnerSdkMethod } from '@adlens/bridge';
import { describe, expect, it } from 'vitest';

// A partner host imports the published bridge; its ESM build loads in Node (the host's own
// tests, server-side rendering of the host page) and names the partner SDK commands it answers.
describe('@adlens/bridge in Node', () => {
  it('exports the host side and the partner SDK command names', () => {
    expect(createHost).toBeTypeOf('function');
    expect(isPartnerSdkMethod('getAccessToken')).toBe(true);
    expect(isPartnerSdkMethod('notACommand')).toBe(false);
    expect(BRIDGE_PROTOCOL_VERSION).toBeGreaterThan(0);
  });
});
