import { type ComponentPropsWithRef, type Ref, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { TextInput } from './formStyles.ts';
import { PasswordVisibilityToggle } from './PasswordVisibilityToggle.tsx';

const Wrapper = styled.div`
  position: relative;

  /* Fill the field like the other inputs (a flex item stretches; this block child must be told). */
  & > input {
    box-sizing: border-box;
    width: 100%;
    padding-right: 44px;
  }
`;

export type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'>;

/**
 * A password input with its visibility toggle. Takes react-hook-form's
 * `register(...)` props, ref included; the typed text is never lost when toggling.
 */
export function PasswordInput({ ref, ...props }: PasswordInputProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const [visible, setVisible] = useState(false);
  const setRef = (element: HTMLInputElement | null) => {
    input.current = element;
    assignRef(ref, element);
  };
  return (
    <Wrapper>
      <TextInput {...props} ref={setRef} type={visible ? 'text' : 'password'} />
      <PasswordVisibilityToggle control={input} visible={visible} onToggle={() => setVisible((v) => !v)} />
    </Wrapper>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
