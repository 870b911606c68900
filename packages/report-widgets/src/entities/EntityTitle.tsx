import { trimEntityTitle } from '@adlens/core';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { CardTitle } from './entityCardStyles.ts';

export interface EntityTitleProps {
  title: string;
  /** Trim at 30 characters. Default true. */
  trim?: boolean;
}

/**
 * An entity title, trimmed by core's trimEntityTitle. The full title stays available: as the
 * pointer tooltip, and as the text assistive technology reads instead of the cut one.
 */
export function EntityTitle({ title, trim = true }: EntityTitleProps) {
  const shown = trimEntityTitle(title, trim);
  if (shown === title) return <CardTitle>{title}</CardTitle>;
  return (
    <CardTitle title={title}>
      <span aria-hidden="true">{shown}</span>
      <VisuallyHidden>{title}</VisuallyHidden>
    </CardTitle>
  );
}
