import { demoPresetsQueryOptions } from '@adlens/api-client/query';
import type { DemoPresetPage } from '@adlens/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import { hasCompareVariant } from '../../model/location/reportLocation.ts';
import { packageQueryOptions } from '../../shared/gating/useReportFilterOptions.ts';
import { useTrackAction } from '../../shared/analytics/useTrackAction.ts';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { useDictionary } from '../../shared/runtime/useDictionary.ts';
import { tokens } from '../../shared/ui/tokens.ts';
import { DemoPresetCard } from './DemoPresetCard.tsx';
import { demoPresetFilterTexts } from './demoPresetFilterTexts.ts';
import { demoPresetHref } from './demoPresetHref.ts';
import { isPlainLeftClick } from '../../shared/ui/isPlainLeftClick.ts';

export interface DemoPresetListProps {
  /** The report page whose examples are offered. */
  page: DemoPresetPage;
}

const Section = styled.section`
  margin: 24px 0 0;

  h2 {
    margin: 0 0 4px;
    font-size: 1.125rem;
  }

  > p {
    margin: 0 0 12px;
    color: ${tokens.muted};
  }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * 'Try an example': the page's presets as cards that open their
 * report with the preset's filters. Shown below the search of an empty report page. Nothing is shown
 * while there are none, and a failed request hides the section: the search above still works.
 */
export function DemoPresetList({ page }: DemoPresetListProps) {
  const { client } = useAdlensRuntime();
  const router = useRouter();
  const trackAction = useTrackAction();
  const dictionary = useDictionary();
  const texts = dictionary.demoPresets;
  const presets = useQuery(demoPresetsQueryOptions(client, page));
  // The filter bar's country titles; the code stands in until (or unless) the package has loaded.
  const countries = useQuery({ ...packageQueryOptions(client), select: (pkg) => pkg.countries.elements }).data;
  const countryTitle = (code: string) => countries?.find((country) => country.code === code)?.title;
  const headingId = `adlens-demo-presets-${page}`;

  if (presets.isError) return null;
  if (presets.isPending) {
    return (
      <Section aria-busy="true" aria-label={texts.title}>
        <p role="status">{texts.loading}…</p>
      </Section>
    );
  }
  const shown = presets.data.filter((preset) => preset.page === page);
  if (shown.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.title}</h2>
      <p>{texts.intro.replace('{{type}}', dictionary.entityType[page].toLowerCase())}</p>
      <Cards>
        {shown.map((preset) => {
          const href = demoPresetHref(preset);
          const open = (event: MouseEvent<HTMLAnchorElement>) => {
            void trackAction('Example Opened', preset.id);
            if (!isPlainLeftClick(event)) return;
            event.preventDefault();
            void router.navigate({ href });
          };
          return (
            <li key={preset.id}>
              <DemoPresetCard
                preset={preset}
                href={href}
                filters={demoPresetFilterTexts(preset.filters, dictionary, countryTitle)}
                versus={preset.entities.length > 1 && hasCompareVariant(page) ? texts.versus : null}
                onOpen={open}
              />
            </li>
          );
        })}
      </Cards>
    </Section>
  );
}
