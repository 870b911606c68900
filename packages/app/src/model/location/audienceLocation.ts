/** The two audience reports: demographics and interest. */
export type AudienceKind = 'demographics' | 'interest';

/** What an audience route hands its page: the report and its advertiser (none on the empty variant). */
export interface AudienceLocation {
  kind: AudienceKind;
  advertiserId: number | null;
}
