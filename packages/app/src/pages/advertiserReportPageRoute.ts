import { createLazyRoute } from '@tanstack/react-router';
import { AdvertiserReportPage } from './AdvertiserReportPage.tsx';

/** The advertiser report's code-split half (ECharts and the widgets load with it). */
export const advertiserReportPageRoute = createLazyRoute('/shell/ad-intelligence/advertiser/common/$ids')({
  component: AdvertiserReportPage,
});
