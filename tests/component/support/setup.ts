// Component tests: Testing Library cleans up after each test, and happy-dom gets the one thing a browser does for a
// modal <dialog> that it lacks: Escape sends the dialog a cancelable `cancel` event, and closes it unless cancelled.
import {cleanup} from '@testing-library/react';
import {afterEach} from 'vitest';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const modal = new WeakSet<HTMLDialogElement>();
const showModal = HTMLDialogElement.prototype.showModal;
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  modal.add(this);
  showModal.call(this);
};
document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const open = Array.from(document.querySelectorAll('dialog[open]'))
    .filter((d): d is HTMLDialogElement => modal.has(d as HTMLDialogElement))
    .at(-1);
  if (!open) return;
  if (open.dispatchEvent(new Event('cancel', {cancelable: true}))) open.close();
});
