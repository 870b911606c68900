interface DialogChoice<T extends string> {
  value: T;
  label: string;
  primary?: boolean;
}

export interface ChoiceDialogOptions<T extends string> {
  title: string;
  message: string;
  choices: readonly DialogChoice<T>[];
  /** What Escape (or closing otherwise) means. */
  dismissValue: T;
}

/**
 * The partner's popups (login, purchase, e-mail consent) as a native modal `<dialog>`: focus is
 * trapped and returned, Escape closes it, and it is labelled by its title — accessible without a
 * framework. Resolves with the chosen value.
 */
export function showChoiceDialog<T extends string>(options: ChoiceDialogOptions<T>): Promise<T> {
  const dialog = document.createElement('dialog');
  const id = `dialog-${Math.random().toString(36).slice(2)}`;
  dialog.className = 'partner-dialog';
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  dialog.setAttribute('aria-describedby', `${id}-message`);

  const title = document.createElement('h2');
  title.id = `${id}-title`;
  title.textContent = options.title;
  const message = document.createElement('p');
  message.id = `${id}-message`;
  message.textContent = options.message;
  const form = document.createElement('form');
  form.method = 'dialog';
  form.className = 'dialog-actions';
  for (const choice of options.choices) {
    const button = document.createElement('button');
    button.value = choice.value;
    button.textContent = choice.label;
    if (choice.primary) {
      button.className = 'primary';
      button.autofocus = true;
    }
    form.append(button);
  }
  dialog.append(title, message, form);
  document.body.append(dialog);

  return new Promise<T>((resolve) => {
    dialog.addEventListener(
      'close',
      () => {
        const chosen = options.choices.find((choice) => choice.value === dialog.returnValue);
        dialog.remove();
        resolve(chosen ? chosen.value : options.dismissValue);
      },
      { once: true },
    );
    dialog.showModal();
  });
}
