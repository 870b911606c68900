import type { DemoPreset } from '@adlens/core';
import { Fragment, type MouseEvent } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../../shared/ui/tokens.ts';
import type { DemoPresetFilterTexts } from './demoPresetFilterTexts.ts';

export interface DemoPresetCardProps {
  preset: DemoPreset;
  href: string;
  filters: DemoPresetFilterTexts;
  /** Joins compared entities ('vs'); several campaigns or keywords are one report and read as a list. */
  versus: string | null;
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const Card = styled.a`
  display: flex;
  flex-direction: column;
  gap: 6px;
  height: 100%;
  box-sizing: border-box;
  padding: 12px 14px;
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  background: ${tokens.surface};
  color: ${tokens.text};
  text-decoration: none;

  &:hover {
    border-color: ${tokens.primary};
  }

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 2px;
  }
`;

const Title = styled.span`
  color: ${tokens.primary};
  font-weight: 600;
  text-decoration: underline;
`;

const Entities = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  overflow-wrap: anywhere;
`;

const Entity = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;

  img {
    flex: none;
    width: 16px;
    height: 16px;
    object-fit: contain;
  }
`;

const Muted = styled.span`
  color: ${tokens.muted};
  font-size: 0.875rem;
`;

/**
 * One example: its title, its entities with their favicons, and its country, channel and period in
 * words. The whole card is one link to the report (it opens in a new tab on Ctrl/⌘-click).
 */
export function DemoPresetCard({ preset, href, filters, versus, onOpen }: DemoPresetCardProps) {
  return (
    <Card href={href} onClick={onOpen} data-preset-id={preset.id}>
      <Title>{preset.title}</Title>{' '}
      <Entities>
        {preset.entities.map((entity, index) => (
          <Fragment key={entity.id}>
            {index > 0 && ' '}
            <Entity>
              {/* 'vs' wraps with the entity it introduces, never alone at a line's end. */}
              {index > 0 && versus && <Muted>{versus}</Muted>}
              {index > 0 && versus && ' '}
              {entity.icon && <img src={entity.icon} alt="" width={16} height={16} loading="lazy" />}
              {entity.title}
              {!versus && index < preset.entities.length - 1 && ','}
            </Entity>
          </Fragment>
        ))}
      </Entities>{' '}
      <Muted>
        {filters.country} · {filters.channel} · {filters.period}
      </Muted>
    </Card>
  );
}
