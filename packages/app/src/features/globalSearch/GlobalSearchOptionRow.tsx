import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import { tokens } from '../../shared/ui/tokens.ts';
import type { GlobalSearchOption } from './globalSearchOptions.ts';

export interface GlobalSearchOptionRowProps {
  id: string;
  option: GlobalSearchOption;
  active: boolean;
  /** `newTab`: Ctrl/Cmd-click or a middle click. */
  onOpen: (option: GlobalSearchOption, newTab: boolean) => void;
  onPoint: () => void;
}

const Row = styled.div<{ $active: boolean }>`
  display: grid;
  grid-template-columns: 24px minmax(0, 1fr);
  gap: 0 10px;
  align-items: center;
  padding: 6px 12px;
  border-radius: ${tokens.radius};
  background: ${(p) => (p.$active ? tokens.page : 'transparent')};
  outline: ${(p) => (p.$active ? `2px solid ${tokens.focus}` : 'none')};
  outline-offset: -2px;
  cursor: pointer;

  img,
  .initial {
    grid-row: span 2;
    width: 24px;
    height: 24px;
    border-radius: 4px;
  }

  .initial {
    display: grid;
    place-items: center;
    background: ${tokens.border};
    color: ${tokens.text};
    font-size: 0.75rem;
    font-weight: 600;
  }
`;

const Title = styled.div`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${tokens.text};
`;

const Figure = styled.div`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${tokens.muted};
  font-size: 0.75rem;
`;

/** A campaign's advertiser and flight: what tells it from the others of its name, before the figure. */
const Context = styled.span`
  color: ${tokens.text};
`;

/**
 * One report the search offers: icon, title (a publisher's with its kind), a campaign's advertiser
 * and flight and, for a match, its impressions with the period and
 * country they are for. Focus stays in the input (the combobox); rows are only pointed at.
 */
export function GlobalSearchOptionRow({ id, option, active, onOpen, onPoint }: GlobalSearchOptionRowProps) {
  const open = (event: MouseEvent) => onOpen(option, event.ctrlKey || event.metaKey || event.button === 1);
  return (
    <Row
      id={id}
      role="option"
      aria-selected={active}
      $active={active}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={onPoint}
      onClick={open}
      onAuxClick={(event) => event.button === 1 && open(event)}
    >
      {option.icon ? (
        <img src={option.icon} alt="" />
      ) : (
        <span className="initial" aria-hidden="true">
          {option.title.slice(0, 1).toUpperCase()}
        </span>
      )}
      <Title>{option.title}</Title>
      {(option.context || option.figure) && (
        <Figure>
          {option.context && <Context>{option.context}</Context>}
          {option.context && option.figure && ' · '}
          {option.figure}
        </Figure>
      )}
    </Row>
  );
}
