import { useId, useRef } from 'react';
import { styled } from 'styled-components';
import { CloseIcon } from '../../shared/ui/CloseIcon.tsx';
import { tokens } from '../../shared/ui/tokens.ts';

export interface CategorySearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  max-width: 480px;
  margin: 0 0 20px;

  label {
    font-size: 0.875rem;
    font-weight: 600;
  }
`;

const Box = styled.div`
  position: relative;

  input {
    box-sizing: border-box;
    width: 100%;
    padding: 10px 40px 10px 12px;
    border: 1px solid ${tokens.controlBorder};
    border-radius: ${tokens.radius};
    background: ${tokens.surface};
    color: inherit;
    font: inherit;
  }

  input::-webkit-search-cancel-button {
    display: none;
  }

  button {
    position: absolute;
    top: 50%;
    right: 6px;
    display: inline-flex;
    padding: 6px;
    border: 0;
    border-radius: ${tokens.radius};
    background: none;
    color: ${tokens.muted};
    cursor: pointer;
    transform: translateY(-50%);
  }

  button:hover {
    color: ${tokens.text};
  }
`;

/** The directory's search box: filters as you type; Escape or the clear button empties it. */
export function CategorySearchField({ value, onChange, label, placeholder, clearLabel }: CategorySearchFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Field role="search">
      <label htmlFor={id}>{label}</label>
      <Box>
        <input
          ref={input}
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value !== '') {
              event.preventDefault();
              onChange('');
            }
          }}
        />
        {value !== '' && (
          <button
            type="button"
            aria-label={clearLabel}
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          >
            <CloseIcon />
          </button>
        )}
      </Box>
    </Field>
  );
}
