import type { DataChannel, GatedControl, GatingContext, InAppPackage } from '@adlens/core';

/**
 * The next package as the upgrade sentences need it: its name, channels and period from the plan the
 * gating names (`gating.next`), its price and markets from the package dataset's `nextPackage`.
 */
interface NextOffer {
  name: string;
  channels: readonly DataChannel[];
  periodMonths: number | null;
  markets: number | null;
  price: { amount: number; currency: string } | null;
}

function nextOffer(gating: GatingContext, nextPackage: InAppPackage | null | undefined): NextOffer | undefined {
  const plan = gating.next;
  if (!plan && !nextPackage) return undefined;
  return {
    name: nextPackage?.name ?? plan!.name,
    channels: plan?.channels ?? [],
    periodMonths: nextPackage?.limits.PERIOD?.limit ?? plan?.limits.PERIOD ?? null,
    markets: nextPackage?.limits.COUNTRY?.limit ?? plan?.limits.COUNTRY ?? null,
    price:
      nextPackage && nextPackage.price !== null ? { amount: nextPackage.price, currency: nextPackage.currency } : null,
  };
}

/** '2 years', '1 year', '18 months': how the historical-data sentence names a period length. */
export function historicalTitle(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}

/** '$349' (cents only when there are any). */
export function formatPackagePrice(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Whether `next` is more than `current` (a null limit is unlimited). */
function more(next: number | null, current: number | null): boolean {
  return current !== null && (next === null || next > current);
}

/**
 * The upgrade sentence for a restricted filter entry, when the next package is what opens it
 * (docs/product/plans-and-limits.md#what-a-restricted-control-offers):
 * - a channel: 'Enjoy more channels by upgrading to {packageName} package';
 * - a longer period: 'Enjoy {title} of historical data in {packageName} package';
 * - another market: 'You can purchase another market only for {packagePrice}' — the price of the
 *   next package, which holds more markets (we sell no single-market add-on;
 *   docs/decisions/plans-and-gating.md#upgrade-sentences-and-the-trial-ring).
 * Undefined when the next package does not open more of it (or its price is on request): the
 * control's own message (core GATED_CONTROL_INFO) applies.
 */
export function upgradeSentence(
  control: GatedControl,
  gating: GatingContext,
  nextPackage?: InAppPackage | null,
): string | undefined {
  const next = nextOffer(gating, nextPackage);
  if (!next) return undefined;
  if (control.startsWith('filter.channel.')) {
    const channel = control.slice('filter.channel.'.length) as DataChannel;
    return next.channels.includes(channel) ? `Enjoy more channels by upgrading to ${next.name} package` : undefined;
  }
  if (control === 'filter.period') {
    const current = gating.grant.limits.PERIOD;
    if (!more(next.periodMonths, current) || next.periodMonths === null) return undefined;
    return `Enjoy ${historicalTitle(next.periodMonths)} of historical data in ${next.name} package`;
  }
  if (control === 'filter.country') {
    if (!next.price || !more(next.markets, gating.grant.limits.COUNTRY)) return undefined;
    return `You can purchase another market only for ${formatPackagePrice(next.price.amount, next.price.currency)}`;
  }
  return undefined;
}

/** The tooltip of a restricted channel entry: what unlocking it gives. */
export function unlockChannelText(channelTitle: string): string {
  return `Unlock ${channelTitle} data and gain a more comprehensive view of Ad Intelligence. Contact us to upgrade.`;
}
