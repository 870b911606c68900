import { nameError } from '@adlens/core';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { tokens } from './tokens.ts';

export interface InlineEditProps {
  value: string;
  /** The accessible name of the field and of its edit button, e.g. 'Rename Rivals'. */
  label: string;
  /** Called with the trimmed text when it changed and is valid; a rejection keeps the field open. */
  onCommit: (value: string) => void | Promise<void>;
  /** The message for a text, or null when it is acceptable (default: the product's name rules). */
  validate?: (value: string) => string | null;
  /** Start in editing mode (the owner's Rename action). */
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}

const Input = styled.input<{ $invalid: boolean }>`
  width: clamp(60px, 100%, 200px);
  padding: 2px 6px;
  border: 1px solid ${({ $invalid }) => ($invalid ? tokens.danger : tokens.border)};
  border-radius: 4px;
  font: inherit;
`;

const Tip = styled.span`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 10;
  margin-top: 4px;
  padding: 4px 8px;
  border-radius: 4px;
  background: ${tokens.danger};
  color: #fff;
  font-size: 0.75rem;
  white-space: nowrap;
`;

const Wrap = styled.span`
  position: relative;
  display: inline-block;
`;

/**
 * Inline edit, viewing or editing: Enter or blur commits if valid, Escape
 * cancels; emits only when the trimmed text changed. An invalid text shows the rule in a tooltip
 * tied to the field (required, at most 64 characters, the name pattern). Width 60–200 px.
 */
export function InlineEdit({ editing, ...props }: InlineEditProps) {
  // The editor mounts afresh each time, starting from the current value.
  return editing ? <Editor {...props} /> : <span>{props.value}</span>;
}

function Editor({ value, label, onCommit, validate = nameError, onEditingChange }: Omit<InlineEditProps, 'editing'>) {
  const [draft, setDraft] = useState(value);
  const [failure, setFailure] = useState<string | null>(null);
  const tipId = useId();
  const committing = useRef(false);

  const message = validate(draft) ?? failure;
  const commit = async () => {
    if (committing.current) return;
    const next = draft.trim();
    if (next === value.trim()) {
      onEditingChange(false);
      return;
    }
    if (validate(draft)) return;
    committing.current = true;
    try {
      await onCommit(next);
      onEditingChange(false);
    } catch (error) {
      // A failed save keeps what the user typed (standards: nothing is lost).
      setFailure(error instanceof Error ? error.message : 'The name could not be saved');
    } finally {
      committing.current = false;
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDraft(value);
      setFailure(null);
      onEditingChange(false);
    }
  };
  return (
    <Wrap>
      <Input
        aria-label={label}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? tipId : undefined}
        $invalid={Boolean(message)}
        value={draft}
        // Focus moves here when the owner's Rename action opens the field.
        autoFocus
        onChange={(event) => {
          setDraft(event.target.value);
          setFailure(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => void commit()}
      />
      {message && (
        <Tip id={tipId} role="tooltip">
          {message}
        </Tip>
      )}
    </Wrap>
  );
}
