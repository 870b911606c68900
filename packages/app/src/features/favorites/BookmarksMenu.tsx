import { adlensKeys, favoritesQueryOptions } from '@adlens/api-client/query';
import type { SavedGroup } from '@adlens/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useAdlensRuntime } from '../../shared/runtime/useAdlensRuntime.ts';
import { groupDeletedEvent } from '../../shared/analytics/groupDeletedEvent.ts';
import { useDictionary } from '../../shared/runtime/useDictionary.ts';
import { useWording } from '../../shared/runtime/useWording.ts';
import { InlineEdit } from '../../shared/ui/InlineEdit.tsx';
import { LinkButton } from '../../shared/ui/LinkButton.ts';
import { useToast } from '../../shared/ui/Toast.tsx';
import { tokens } from '../../shared/ui/tokens.ts';
import { WideOnlyText } from '../../shared/ui/WideOnlyText.ts';
import { BookmarkIcon } from './BookmarkIcon.tsx';
import { favoriteKind } from './favoriteDetails.ts';
import { favoriteHref } from './favoriteHref.ts';
import { isPlainLeftClick } from '../../shared/ui/isPlainLeftClick.ts';

/** The bookmark menu is 264 px wide. */
const BOOKMARKS_MENU_WIDTH = 264;

/** The bookmarks menu's text when there is nothing saved. */
export const BOOKMARKS_EMPTY_TEXT =
  "You haven't saved any reports. Click on the bookmark icon near the page title to save the report.";

export const LINK_COPIED = 'Link copied to the clipboard';

export interface BookmarksMenuProps {
  /** In-app navigation to a bookmark's report. */
  onNavigate: (href: string) => void;
}

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 8px;
  border: 1px solid transparent;
  border-radius: ${tokens.radius};
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${tokens.border};
  }
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: 50;
  width: ${BOOKMARKS_MENU_WIDTH}px;
  max-height: 420px;
  overflow-y: auto;
  padding: 8px 0;
  border: 1px solid ${tokens.border};
  border-radius: 8px;
  background: ${tokens.surface};
  box-shadow: 0 8px 24px rgb(15 23 42 / 16%);

  h2 {
    margin: 0;
    padding: 4px 12px 8px;
    font-size: 0.875rem;
  }

  > p {
    margin: 0;
    padding: 4px 12px 8px;
    color: ${tokens.muted};
    font-size: 0.875rem;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 20px 1fr;
  gap: 2px 8px;
  padding: 6px 12px;

  &:hover,
  &:focus-within {
    background: ${tokens.page};
  }

  img,
  .initial {
    grid-row: span 2;
    width: 20px;
    height: 20px;
    border-radius: 4px;
  }

  .initial {
    display: grid;
    place-items: center;
    background: ${tokens.border};
    font-size: 0.75rem;
  }

  a {
    overflow: hidden;
    color: ${tokens.text};
    font-weight: 600;
    text-decoration: none;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  a:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 10px;
  align-items: center;
  color: ${tokens.muted};
  font-size: 0.75rem;

  button {
    font-size: 0.75rem;
  }
`;

/** Saved reports in the header. */
export function BookmarksMenu({ onNavigate }: BookmarksMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { show, toast } = useToast();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    }
  };

  return (
    <Wrapper ref={wrapper} onKeyDown={onKeyDown}>
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={() => setOpen((value) => !value)}
      >
        <BookmarkIcon />
        <WideOnlyText>Bookmarks</WideOnlyText>
      </Toggle>
      {open && (
        <Panel id={panelId} role="dialog" aria-label="Bookmarks">
          <BookmarkList
            onOpen={(href) => {
              setOpen(false);
              onNavigate(href);
            }}
            onCopied={show}
          />
        </Panel>
      )}
      {toast}
    </Wrapper>
  );
}

function BookmarkList({ onOpen, onCopied }: { onOpen: (href: string) => void; onCopied: (message: string) => void }) {
  const { client } = useAdlensRuntime();
  const favorites = useQuery(favoritesQueryOptions(client));
  useEffect(() => {
    // A failed list reads as empty and is logged.
    if (favorites.isError) console.error('Error fetching groups list', favorites.error);
  }, [favorites.isError, favorites.error]);
  if (favorites.isPending) return <p>Loading your bookmarks…</p>;
  const elements = favorites.data?.elements ?? [];
  return (
    <>
      <h2>Bookmarks</h2>
      {elements.length === 0 ? (
        <p>{BOOKMARKS_EMPTY_TEXT}</p>
      ) : (
        <List>
          {elements.map((favorite) => (
            <BookmarkRow key={favorite.id} favorite={favorite} onOpen={onOpen} onCopied={onCopied} />
          ))}
        </List>
      )}
    </>
  );
}

function BookmarkRow({
  favorite,
  onOpen,
  onCopied,
}: {
  favorite: SavedGroup;
  onOpen: (href: string) => void;
  onCopied: (message: string) => void;
}) {
  const { client, analytics } = useAdlensRuntime();
  const queryClient = useQueryClient();
  const dictionary = useDictionary();
  const wording = useWording();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const href = favoriteHref(favorite);
  const kind = favoriteKind(favorite);
  const typeName = wording(dictionary.entityType[favorite.details.entityType]);
  const typeLabel = kind === 'SINGLE' ? typeName : `${typeName} ${kind === 'COMPARISON' ? 'comparison' : 'group'}`;
  const icon = favorite.details.entities.find((entity) => entity.icon)?.icon;
  const refresh = () => queryClient.invalidateQueries({ queryKey: adlensKeys.favorites() });

  const share = async () => {
    try {
      await navigator.clipboard.writeText(new URL(href, window.location.origin).toString());
      onCopied(LINK_COPIED);
    } catch {
      onCopied('The link could not be copied');
    }
  };
  const remove = async () => {
    try {
      await client.deleteFavorite(favorite.id);
      void analytics.track(groupDeletedEvent(favorite));
      await refresh();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The bookmark could not be deleted');
      setConfirming(false);
    }
  };
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    onOpen(href);
  };

  return (
    <Row>
      {icon ? (
        <img src={icon} alt="" />
      ) : (
        <span className="initial" aria-hidden="true">
          {favorite.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      {renaming ? (
        <InlineEdit
          editing
          value={favorite.name}
          label={`New name for ${favorite.name}`}
          onEditingChange={setRenaming}
          onCommit={async (name) => {
            await client.updateFavorite(favorite.id, { name });
            await refresh();
          }}
        />
      ) : (
        <a href={href} onClick={open}>
          {favorite.name}
        </a>
      )}
      <Meta>
        <span>{typeLabel}</span>
        {confirming ? (
          <>
            <LinkButton type="button" onClick={() => void remove()}>
              Delete {favorite.name}?
            </LinkButton>
            <LinkButton type="button" onClick={() => setConfirming(false)}>
              Keep
            </LinkButton>
          </>
        ) : (
          <>
            <LinkButton type="button" aria-label={`Share ${favorite.name}`} onClick={() => void share()}>
              Share
            </LinkButton>
            <LinkButton type="button" aria-label={`Rename ${favorite.name}`} onClick={() => setRenaming(true)}>
              Rename
            </LinkButton>
            <LinkButton type="button" aria-label={`Delete ${favorite.name}`} onClick={() => setConfirming(true)}>
              Delete
            </LinkButton>
          </>
        )}
        {failure && <span role="alert">{failure}</span>}
      </Meta>
    </Row>
  );
}
