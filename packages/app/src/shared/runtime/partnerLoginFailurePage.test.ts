import { ApiError } from '@adlens/api-client';
import { describe, expect, it } from 'vitest';
import { partnerLoginFailurePage } from './createAdlensRuntime.ts';

describe('where a refused partner login goes', () => {
  const refusal = (status: number, code: ConstructorParameters<typeof ApiError>[0]['code']) =>
    new ApiError({ status, code, message: 'refused' });

  it('maps the integration codes to their pages', () => {
    expect(partnerLoginFailurePage(refusal(400, 'no-package-available'))).toBe('/no-package');
    expect(partnerLoginFailurePage(refusal(400, 'trial-finished-without-package'))).toBe('/trial-ended');
  });

  it('sends every other failure to 401', () => {
    expect(partnerLoginFailurePage(refusal(401, 'error.auth.invalid-token'))).toBe('/401');
    expect(partnerLoginFailurePage(refusal(403, 'no-package-available'))).toBe('/401');
    expect(partnerLoginFailurePage(new Error('network'))).toBe('/401');
  });
});
