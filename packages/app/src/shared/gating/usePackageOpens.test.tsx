import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdlensRuntimeContext } from '../runtime/AdlensRuntimeContext.ts';
import { createAdlensRuntime } from '../runtime/createAdlensRuntime.ts';
import { AUTH_TOKEN, fakeApi } from '../../app/testing/appHarness.test.helper.tsx';
import { usePackageOpens } from './usePackageOpens.ts';

afterEach(cleanup);

function Probe() {
  const categories = usePackageOpens('menu.categories');
  const brands = usePackageOpens('menu.brands');
  return <p>{`categories ${categories ? 'open' : 'closed'}, brands ${brands ? 'open' : 'closed'}`}</p>;
}

describe('usePackageOpens: gated reports linked from the start page and recents', () => {
  it('is closed until the package loads, then follows its flags (the test package has categories, no brands)', async () => {
    const runtime = createAdlensRuntime({ integration: 'none', apiOrigin: 'http://api.test' }, { fetch: fakeApi() });
    runtime.client.session.signIn(AUTH_TOKEN);
    render(
      <AdlensRuntimeContext value={runtime}>
        <QueryClientProvider client={runtime.queryClient}>
          <Probe />
        </QueryClientProvider>
      </AdlensRuntimeContext>,
    );
    expect(screen.getByText('categories closed, brands closed')).toBeTruthy();
    expect(await screen.findByText('categories open, brands closed')).toBeTruthy();
  });
});
