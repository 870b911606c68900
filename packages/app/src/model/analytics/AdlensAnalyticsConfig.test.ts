import { describe, expect, it } from 'vitest';
import { analyticsConfigFromEnv } from './AdlensAnalyticsConfig.ts';

describe('analyticsConfigFromEnv (host apps’ build variables)', () => {
  it('configures nothing when nothing is set, or only empty values', () => {
    expect(analyticsConfigFromEnv({})).toEqual({});
    expect(analyticsConfigFromEnv({ VITE_ADLENS_ANALYTICS_ID: '', VITE_ADLENS_SESSION_RECORDING_ID: '' })).toEqual({});
  });

  it('reads the analytics id, metrics host and each tool', () => {
    expect(
      analyticsConfigFromEnv({
        VITE_ADLENS_ANALYTICS_ID: 'adl-1',
        VITE_ADLENS_METRICS_HOST: 'https://metrics.example',
        VITE_ADLENS_USER_FLOW_SCRIPT: 'https://flow.example/flow.js',
        VITE_ADLENS_USER_FLOW_TOKEN: 'ct_1',
        VITE_ADLENS_SESSION_RECORDING_ID: 'rec',
        VITE_ADLENS_SESSION_RECORDING_SCRIPT: 'https://rec.example/{id}.js',
        VITE_ADLENS_AD_TRACKING_ID: 'ads',
        VITE_ADLENS_AD_TRACKING_SCRIPT: 'https://ads.example/{id}.js',
      }),
    ).toEqual({
      id: 'adl-1',
      host: 'https://metrics.example',
      userFlow: { scriptUrl: 'https://flow.example/flow.js', token: 'ct_1' },
      sessionRecording: { id: 'rec', scriptUrl: 'https://rec.example/{id}.js' },
      adTracking: { id: 'ads', scriptUrl: 'https://ads.example/{id}.js' },
    });
  });

  it('keeps a user-flow script without its token, so the missing token is reported', () => {
    expect(analyticsConfigFromEnv({ VITE_ADLENS_USER_FLOW_SCRIPT: 'https://flow.example/flow.js' })).toEqual({
      userFlow: { scriptUrl: 'https://flow.example/flow.js' },
    });
  });

  it('needs both the id and the script of a tool', () => {
    expect(analyticsConfigFromEnv({ VITE_ADLENS_AD_TRACKING_ID: 'ads' })).toEqual({});
  });
});
