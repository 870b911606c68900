import { CHANNEL_DEVICES, type OnboardingChoices, en, parseChannel } from '@adlens/core';
import type { Queryable } from '../db/Database.ts';
import { validationError } from '../http/ApiHttpError.ts';
import { periodOptions } from './filterDatasets.ts';
import type { DataMeta } from './loadDataMeta.ts';
import type { PackageAccess } from './packageAccess.ts';
import { PACKAGE_LIMIT_MESSAGES } from './packageLimits.ts';

/** The disabled period's tooltip. */
const NO_DATA_PERIOD = 'There is not data for this time period.';

/**
 * What the schema cannot know about the onboarding's answers: the advertisers exist, and the
 * country, channel and period are ones the package opens (access is
 * mainly by package, as the filter menus' restricted entries show) — a default the user
 * could not open would make every report start locked. 400 with field errors naming each answer.
 */
export async function checkOnboardingChoices(
  db: Queryable,
  meta: DataMeta | undefined,
  access: PackageAccess,
  choices: OnboardingChoices,
): Promise<void> {
  const fieldErrors: Record<string, string[]> = {};
  const ids = [...(choices.ownDomain === undefined ? [] : [choices.ownDomain]), ...(choices.competitors ?? [])];
  if (ids.length > 0) {
    const found = new Set(
      (await db.query<{ id: number }>('SELECT id FROM advertisers WHERE id = ANY($1::bigint[])', [ids])).map((row) =>
        Number(row.id),
      ),
    );
    if (choices.ownDomain !== undefined && !found.has(choices.ownDomain)) {
      fieldErrors['choices.ownDomain'] = [`Advertiser ${choices.ownDomain} does not exist`];
    }
    const missing = (choices.competitors ?? []).filter((id) => !found.has(id));
    if (missing.length > 0) fieldErrors['choices.competitors'] = [`Advertiser ${missing.join(', ')} does not exist`];
  }
  if (choices.country !== undefined) {
    const [known] = await db.query('SELECT 1 FROM countries WHERE code = $1', [choices.country]);
    if (!known) fieldErrors['choices.country'] = [`${choices.country} is not a known country`];
    else if (!access.countries.includes(choices.country))
      fieldErrors['choices.country'] = [PACKAGE_LIMIT_MESSAGES.country];
  }
  if (choices.channel !== undefined) {
    const channel = parseChannel(choices.channel);
    const opened = access.channels;
    if (!channel) fieldErrors['choices.channel'] = ['must be TYPE-DEVICE, e.g. DISPLAY-DESKTOP or ALL-ALL'];
    else if (channel.type !== 'ALL' && !opened.includes(channel.type)) {
      fieldErrors['choices.channel'] = [PACKAGE_LIMIT_MESSAGES.channel(en.channel[channel.type])];
    } else {
      const types = channel.type === 'ALL' ? opened : [channel.type];
      const devices = new Set<string>(types.flatMap((type) => CHANNEL_DEVICES[type]));
      if (types.length === 0 || (channel.device !== 'ALL' && !devices.has(channel.device))) {
        fieldErrors['choices.channel'] = [PACKAGE_LIMIT_MESSAGES.channel(en.device[channel.device])];
      }
    }
  }
  if (choices.period !== undefined && meta) {
    const [period] = periodOptions(meta, access, choices.period);
    if (period?.restricted) fieldErrors['choices.period'] = [PACKAGE_LIMIT_MESSAGES.period];
    else if (period?.disabled) fieldErrors['choices.period'] = [NO_DATA_PERIOD];
  }
  if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors);
}
