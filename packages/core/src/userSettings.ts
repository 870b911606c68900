// The schemas below are built when the module loads, each inside an arrow function called at once and
// marked `/* @__PURE__ */` (`/* @__PURE__ */ (() => z.…)()`), so a bundler drops them, and zod (25 KB
// gzip), from a bundle that does not use them — a partner's widget bundle. Not the
// annotation on the chain itself: Rolldown keeps a pure call's side-effecting arguments (a property
// read such as `PROFILE_MESSAGES.x`, a template literal) and with them all of zod's classes.
import { z } from 'zod';
import { CHANNEL_TYPES, DEVICE_CODES } from './channel.ts';
import { AGE_GROUPS, GENDERS } from './datasets/audienceDatasets.ts';
import { TREND_INTERVALS } from './datasets/reportDatasets.ts';
import { ENTITY_TYPES } from './entityType.ts';
import { STRONG_PASSWORD_PATTERN, VALIDATION_MESSAGES } from './errors.ts';
import { NAME_MAX_LENGTH } from './namePattern.ts';
import { isValidPeriodId } from './period.ts';

/**
 * What a user saves about themselves: the
 * preferences and persisted settings of , the profile and password of the
 * settings page, and skiplist items. One definition, read by the API and the app.
 */
export const USER_PREFERENCES_PATH = 'users/me/preferences';
export const USER_SETTINGS_PATH = 'users/me/settings';
export const USER_PROFILE_PATH = 'users/me/profile';
export const USER_PASSWORD_PATH = 'users/me/password';
/** Skiplists (v1). */
export const SKIPLISTS_PATH = 'db/skiplists';

/** User preferences: all default true. */
export const userPreferencesSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    showCategoryAlert: z.boolean('must be true or false'),
    showBrandAlert: z.boolean('must be true or false'),
    brandHierarchyEnabled: z.boolean('must be true or false'),
  }))();
export type UserPreferences = z.infer<typeof userPreferencesSchema>;
export const DEFAULT_USER_PREFERENCES: UserPreferences = {
  showCategoryAlert: true,
  showBrandAlert: true,
  brandHierarchyEnabled: true,
};

/** The expenditure trend's charts, saved as the user's expenditure view. */
export const EXPENDITURE_VIEWS = ['line', 'area', 'column'] as const;
export type ExpenditureView = (typeof EXPENDITURE_VIEWS)[number];

/** Enumerations: Display mode; the widget metric defaults to Both. */
export const WIDGET_METRICS = ['Number', 'Percentage', 'Both'] as const;
export type WidgetMetric = (typeof WIDGET_METRICS)[number];
export const DEFAULT_WIDGET_METRIC: WidgetMetric = 'Both';

const code = (pattern: RegExp, message: string) => z.string('must be a string').regex(pattern, message);
const countryCode = /* @__PURE__ */ (() => code(/^[A-Z]{2}$/, 'must be a two-letter country code'))();
const periodId = /* @__PURE__ */ (() =>
  z.string('must be a string').refine(isValidPeriodId, 'must be a period code or YYYYMMDD-YYYYMMDD'))();
/** Widget types and ids, sort and type codes: short words (`top-ads`, `IMPRESSIONS`, `SOCIAL_VIDEO`). */
const word = /* @__PURE__ */ (() =>
  code(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1–64 letters, digits, hyphens or underscores'))();
const channel = /* @__PURE__ */ (() =>
  z.string('must be a string').refine((value) => {
    const [type, device, ...rest] = value.split('-');
    return (
      rest.length === 0 &&
      (CHANNEL_TYPES as readonly string[]).includes(type ?? '') &&
      (DEVICE_CODES as readonly string[]).includes(device ?? '')
    );
  }, 'must be TYPE-DEVICE, e.g. DISPLAY-DESKTOP or ALL-ALL'))();

/**
 * Persisted settings keys, each optional (absent: not chosen yet). Unknown keys
 * are refused, so a typo in a client never lands in the document unseen.
 */
const userSettingsShape = /* @__PURE__ */ (() => ({
  channel: channel.optional(),
  device: z.enum(DEVICE_CODES, `must be one of ${DEVICE_CODES.join(', ')}`).optional(),
  period: periodId.optional(),
  country: countryCode.optional(),
  currency: code(/^[A-Z]{3}$/, 'must be a three-letter currency code').optional(),
  /** The audience pages' demographic selection. */
  gender: z.enum(GENDERS, `must be one of ${GENDERS.join(', ')}`).optional(),
  age: z.enum(AGE_GROUPS, `must be one of ${AGE_GROUPS.join(', ')}`).optional(),
  /** The brand report's own period and country (docs/decisions/settings-and-notifications.md, Keep everything). */
  brandPeriod: periodId.optional(),
  brandCountry: countryCode.optional(),
  /** The brand whose report the user opened last. */
  recentBrand: z.number('must be a number').int().positive('must be a brand id').optional(),
  /** Per widget type (`top-ads`, `top-publishers`…): its sort (top ads' order, a ranking's tab). */
  widgetSorts: z.record(word, word).optional(),
  /** Per widget type: the chosen type filters (top ads' ad-type chips); empty is every type. */
  widgetTypeFilters: z.record(word, z.array(word).max(32, 'at most 32 types')).optional(),
  /** The expenditure trend's chart. */
  expenditureView: z.enum(EXPENDITURE_VIEWS, `must be one of ${EXPENDITURE_VIEWS.join(', ')}`).optional(),
  expenditureInterval: z.enum(TREND_INTERVALS, `must be one of ${TREND_INTERVALS.join(', ')}`).optional(),
  widgetMetric: z.enum(WIDGET_METRICS, `must be one of ${WIDGET_METRICS.join(', ')}`).optional(),
  globalExportInterval: z.enum(['DAILY', 'MONTHLY'], 'must be DAILY or MONTHLY').optional(),
  exceededExportClicks: z.number('must be a number').int().min(0, 'must be 0 or more').optional(),
}))();
export const userSettingsSchema = /* @__PURE__ */ (() => z.strictObject(userSettingsShape))();
export type UserSettings = z.infer<typeof userSettingsSchema>;
export type UserSettingsKey = keyof UserSettings;
export const USER_SETTINGS_KEYS = /* @__PURE__ */ Object.keys(userSettingsShape) as UserSettingsKey[];

/** A change of some keys: a value sets it, null forgets it (PATCH users/me/settings). */
export const userSettingsPatchSchema = /* @__PURE__ */ (() =>
  z.strictObject(
    Object.fromEntries(
      Object.entries(userSettingsShape).map(([key, schema]) => [key, schema.unwrap().nullable().optional()]),
    ) as Record<string, z.ZodType>,
  ))();
export type UserSettingsPatch = { [K in UserSettingsKey]?: UserSettings[K] | null };

/** Names: required, at most 64 characters, the name pattern's characters. */
export const PROFILE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: `Maximum ${NAME_MAX_LENGTH} characters`,
  namePattern: 'Use letters, digits, spaces, hyphens, underscores, apostrophes or dots only',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'The new password must differ from the current one',
} as const;

/**
 * Personal names: letters (any alphabet), digits, spaces, hyphens and underscores as in the name
 * pattern, plus apostrophes and dots, which people's names carry (O'Neil, Jr.).
 */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}\p{N} _.'’-]*$/u;

const personName = (required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(NAME_MAX_LENGTH, PROFILE_MESSAGES.nameTooLong)
    .regex(PERSON_NAME_PATTERN, PROFILE_MESSAGES.namePattern);

/** The profile's names, also a new customer user's (customerUsers.ts): one schema each, not a read of `profileSchema.shape`, which a bundler cannot drop. */
export const firstNameSchema = /* @__PURE__ */ (() => personName(PROFILE_MESSAGES.firstNameRequired))();
export const lastNameSchema = /* @__PURE__ */ (() => personName(PROFILE_MESSAGES.lastNameRequired))();
export const profileSchema = /* @__PURE__ */ (() =>
  z.strictObject({ firstName: firstNameSchema, lastName: lastNameSchema }))();
export type ProfileUpdate = z.infer<typeof profileSchema>;

/** Password rules, the same as the set-password page's. */
export const passwordChangeSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    currentPassword: z
      .string(PROFILE_MESSAGES.currentPasswordRequired)
      .min(1, PROFILE_MESSAGES.currentPasswordRequired)
      .max(1024, PROFILE_MESSAGES.currentPasswordWrong),
    newPassword: z
      .string(VALIDATION_MESSAGES.passwordRequired)
      .min(1, VALIDATION_MESSAGES.passwordRequired)
      .max(1024, VALIDATION_MESSAGES.passwordStrong)
      .regex(STRONG_PASSWORD_PATTERN, VALIDATION_MESSAGES.passwordStrong),
  }))();
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Skiplist item; the entity types of */
export const skiplistItemSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    entityId: z.number('must be a number').int('must be an integer').positive('must be a positive id'),
    entityType: z.enum(ENTITY_TYPES, `must be one of ${ENTITY_TYPES.join(', ')}`),
  }))();
export type SkiplistItem = z.infer<typeof skiplistItemSchema>;
/** At most this many items per POST or DELETE. */
export const SKIPLIST_MAX_ITEMS = 100;
export const skiplistItemsSchema = /* @__PURE__ */ (() =>
  z
    .array(skiplistItemSchema, 'must be an array of { entityId, entityType }')
    .min(1, 'must list at least one entity')
    .max(SKIPLIST_MAX_ITEMS, `at most ${SKIPLIST_MAX_ITEMS} entities`))();

/** GET db/skiplists: an entry with who marked it and when, and the entity's title and icon. */
export interface SkiplistEntry extends SkiplistItem {
  title: string | null;
  icon: string | null;
  markedAt: string;
  markedBy: string | null;
}
export interface SkiplistResponse {
  elements: SkiplistEntry[];
  count: { total: number };
}
