// The Feedback chat as a reader meets it, mounted the way the site mounts it (src/theme/Root.tsx): a modal dialog
// that opens and closes by keyboard and gives focus back, tabs that follow the arrow keys, and what the reader is
// told for each answer of the feedback service (fetch is replaced per test).
import React, {type ReactNode} from 'react';
import {act, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import Root from '@site/src/theme/Root';
import {useFeedback} from '@site/src/components/Feedback/FeedbackContext';
import {loadFeedbackPanel} from '@site/src/components/Feedback/lazyPanel';

function Opener(): ReactNode {
  const {open, isOpen} = useFeedback();
  return (
    <button type="button" aria-expanded={isOpen} onClick={(e) => open({opener: e.currentTarget})}>
      Open feedback
    </button>
  );
}

async function openChat() {
  const user = userEvent.setup();
  render(
    <Root>
      <main>
        <a href="/docs/guides/">A link on the page</a>
        <Opener />
      </main>
    </Root>,
  );
  await user.click(screen.getByRole('button', {name: 'Open feedback'}));
  const dialog = await screen.findByRole('dialog', {name: 'Feedback'});
  return {user, dialog, opener: screen.getByRole('button', {name: 'Open feedback', hidden: true})};
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), {status, headers: {'content-type': 'application/json'}});

// The panel is a lazily loaded chunk; load it once up front so no test waits on the first transform.
beforeAll(async () => {
  await loadFeedbackPanel();
});
beforeEach(() => window.history.replaceState(null, '', '/docs/guides/maintenance_repair/choosing_engine_oil'));
afterEach(() => vi.unstubAllGlobals());

describe('the dialog', () => {
  it('opens as a modal dialog with focus in the question box; Escape closes it and focus goes back to the opener', async () => {
    const {user, dialog, opener} = await openChat();
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', {name: 'Ask a question'})));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(opener.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with its close button too', async () => {
    const {user, dialog, opener} = await openChat();
    await user.click(within(dialog).getByRole('button', {name: 'Close'}));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('the tabs', () => {
  it('move with the arrow keys, Home and End, with one tab stop on the selected tab', async () => {
    const {user, dialog} = await openChat();
    const ask = within(dialog).getByRole('tab', {name: 'Ask PitBase'});
    const send = within(dialog).getByRole('tab', {name: 'Send feedback'});
    const selected = () => within(dialog).getByRole('tab', {selected: true});
    expect([ask.tabIndex, send.tabIndex]).toEqual([0, -1]);
    act(() => ask.focus());
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe(send);
    expect(document.activeElement).toBe(send);
    expect([ask.tabIndex, send.tabIndex]).toEqual([-1, 0]);
    expect(within(dialog).getByRole('tabpanel', {name: 'Send feedback'})).toBeTruthy();
    expect(within(dialog).getByLabelText('Message')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe(ask);
    await user.keyboard('{End}');
    expect(selected()).toBe(send);
    await user.keyboard('{Home}');
    expect(selected()).toBe(ask);
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toBe(send);
    expect(document.activeElement).toBe(send);
  });

  it('a click on a tab moves focus into its panel', async () => {
    const {user, dialog} = await openChat();
    await user.click(within(dialog).getByRole('tab', {name: 'Send feedback'}));
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Message'));
  });
});

describe('sending feedback', () => {
  async function review(message: string, email = '') {
    const chat = await openChat();
    const {user, dialog} = chat;
    await user.click(within(dialog).getByRole('tab', {name: 'Send feedback'}));
    if (message) await user.type(within(dialog).getByLabelText('Message'), message);
    if (email) await user.type(within(dialog).getByLabelText(/^Email/), email);
    await user.click(within(dialog).getByRole('button', {name: 'Review and send'}));
    return chat;
  }

  it('checks the message before review, with the reader-facing sentence for each problem code', async () => {
    const {user, dialog} = await review('');
    expect(within(dialog).getByRole('alert').textContent).toBe('Write a message first.');
    await user.type(within(dialog).getByLabelText('Message'), 'Good page.');
    await user.type(within(dialog).getByLabelText(/^Email/), 'not an address');
    await user.click(within(dialog).getByRole('button', {name: 'Review and send'}));
    expect(within(dialog).getByRole('alert').textContent).toBe('The email address does not look right.');
  });

  it('sends the reviewed message and confirms it', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => json(201, {ok: true, id: JSON.parse(String(init.body)).id, receivedAt: 'now'}));
    vi.stubGlobal('fetch', fetch);
    const {user, dialog} = await review('The drain bolt torque is missing.', 'rider@example.com');
    expect(dialog.textContent).toContain('This is what will be sent');
    await user.click(within(dialog).getByRole('button', {name: 'Send'}));
    expect((await within(dialog).findByRole('status')).textContent).toContain('Your message reached the PitBase maintainers');
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body))).toMatchObject({
      message: 'The drain bolt torque is missing.',
      email: 'rider@example.com',
      pageUrl: '/docs/guides/maintenance_repair/choosing_engine_oil',
    });
  });

  it('tells the reader by the code, not by the English sentence, when the service refuses too many messages', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(429, {error: {code: 'rate_limited', message: 'Sentence the panel must not parse'}})),
    );
    const {user, dialog} = await review('A note.');
    await user.click(within(dialog).getByRole('button', {name: 'Send'}));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'Several messages came from your connection in a short time. Your message is kept here; wait a few minutes, then try again.',
    );
    expect(dialog.textContent).not.toContain('Sentence the panel must not parse');
    expect(within(dialog).getByRole('button', {name: 'Try again'})).toHaveProperty('disabled', false);
  });

  it('lists each refused field by its problem code and asks for an edit before sending again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, {error: {code: 'invalid', message: 'x', problems: ['y'], problemCodes: ['email_too_long']}})),
    );
    const {user, dialog} = await review('A note.');
    await user.click(within(dialog).getByRole('button', {name: 'Send'}));
    const alert = await within(dialog).findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The email address is longer than 254 characters.']);
    expect(alert.textContent).toContain('The message was not accepted:');
    expect(within(dialog).getByRole('button', {name: 'Send'})).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('button', {name: 'Edit'}));
    expect(within(dialog).getByLabelText('Message')).toHaveProperty('value', 'A note.');
  });

  it('says plainly when the service is down, keeps the message, and sends it on retry', async () => {
    const fetch = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    const {user, dialog} = await review('Sent after the outage.');
    await user.click(within(dialog).getByRole('button', {name: 'Send'}));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The feedback service cannot be reached right now. Your message is kept here; try again in a moment.',
    );
    expect(JSON.parse(sessionStorage.getItem('pitbase.feedback.draft') ?? '{}').message).toBe('Sent after the outage.');
    fetch.mockImplementation(async () => json(201, {ok: true, id: 'abcdef12-0000-4000-8000-000000000000', receivedAt: 'now'}));
    await user.click(within(dialog).getByRole('button', {name: 'Try again'}));
    expect((await within(dialog).findByRole('status')).textContent).toContain('Reference abcdef12');
  });

  it('treats a proxy error page without a code as the service being unavailable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>502 Bad Gateway</html>', {status: 502, headers: {'content-type': 'text/html'}})),
    );
    const {user, dialog} = await review('A note.');
    await user.click(within(dialog).getByRole('button', {name: 'Send'}));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The feedback service cannot be reached right now.');
  });
});
