import { GENDERS, type GenderAgeResponse, formatPercent } from '@adlens/core';
import { useMemo } from 'react';
import { AudienceItems } from '../../audience/AudienceItems.tsx';
import { codeColor } from '../../theme/chartColors.ts';
import { EChart } from '../../charts/EChart.tsx';
import { pyramidModules } from '../../charts/pyramidModules.ts';
import { useChartStyle } from '../../charts/useChartStyle.ts';
import { useAdlensTranslation } from '../../provider/useAdlensTranslation.ts';
import type { WidgetItemData, WidgetViewProps } from '../../contract/widgetDefinition.ts';
import { CHART_SIZES } from '../../theme/chartSizes.ts';
import { buildPyramidOption } from './buildPyramidOption.ts';
import { pyramidRows } from './genderAgeData.ts';

export type GenderAgeViewProps = Pick<WidgetViewProps<GenderAgeResponse>, 'items' | 'headingLevel'>;

const percent = (value: number) => formatPercent(value);

function GenderAgePyramid({ item, data }: WidgetItemData<GenderAgeResponse>) {
  const { t } = useAdlensTranslation();
  const { colors, textColor, fontFamily, animation } = useChartStyle();
  const option = useMemo(() => {
    const rows = pyramidRows(data);
    const breakdown = rows
      .map((row) =>
        t('widgets.genderAge.breakdownItem', { age: row.title, male: percent(row.male), female: percent(row.female) }),
      )
      .join('; ');
    return buildPyramidOption({
      rows,
      maleName: t('widgets.genderAge.MALE'),
      femaleName: t('widgets.genderAge.FEMALE'),
      maleColor: codeColor('MALE', GENDERS, colors),
      femaleColor: codeColor('FEMALE', GENDERS, colors),
      description: t('widgets.genderAge.chartDescription', { entity: item.title, breakdown }),
      formatValue: percent,
      textColor,
      fontFamily,
      animation,
    });
  }, [item.title, data, t, colors, textColor, fontFamily, animation]);
  return <EChart option={option} height={CHART_SIZES.pyramid.height} modules={pyramidModules} />;
}

/** The audience by age group, men to the left and women to the right. */
export function GenderAgeView({ items, headingLevel }: GenderAgeViewProps) {
  return (
    <AudienceItems items={items} headingLevel={headingLevel}>
      {(entry) => <GenderAgePyramid {...entry} />}
    </AudienceItems>
  );
}
