import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRgSignOutReason, setRgSignOutReason } from '@/lib/rg-sign-out';
import { fakeClient, type Answer } from '@/test/fake-client';
import { EMPTY_STATEMENT, PGSI, limit, overview } from '../test/fixtures';
import ResponsibleGamingPage from './responsible-gaming-page';

// these screens render many controls: allow for a loaded machine
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

function setup(answers: Record<string, Answer> = {}, data = overview()) {
  const fake = fakeClient({
    MyResponsibleGaming: () => ({ myResponsibleGaming: data }),
    RgActivityStatement: () => EMPTY_STATEMENT,
    PgsiQuestionnaire: () => PGSI,
    RgHistory: () => ({ rgHistory: [] }),
    ...answers,
  });
  render(
    <Provider value={fake.client}>
      <MemoryRouter>
        <ResponsibleGamingPage />
      </MemoryRouter>
    </Provider>,
  );
  return fake;
}

afterEach(() => setRgSignOutReason(null));

describe('ResponsibleGamingPage — limits (issue 14)', () => {
  it('shows every limit × window, sets a new deposit limit in minor units and says it applies now', async () => {
    const setRgLimit = vi.fn((vars: Record<string, unknown>) => ({
      setRgLimit: {
        __typename: 'RgLimitChange',
        applied: true,
        limit: limit({
          type: 'DEPOSIT',
          period: 'DAY',
          amount: String((vars.input as { amountMinor: string }).amountMinor),
        }),
      },
    }));
    const fake = setup({ SetRgLimit: setRgLimit });
    const row = await screen.findByTestId('limit-DEPOSIT-DAY');
    const values = screen.getAllByTestId(/^limit-\w+-\w+-value$/);
    expect(values.map((v) => v.textContent)).toEqual(Array(9).fill('No limit'));
    fireEvent.click(within(row).getByTestId('limit-DEPOSIT-DAY-edit'));
    const input = within(row).getByLabelText('Deposit limit, 24 hours (USD)');
    // not a positive amount: nothing is sent
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(within(row).getByTestId('limit-DEPOSIT-DAY-save'));
    expect(within(row).getByText(/greater than zero/)).toBeTruthy();
    expect(setRgLimit).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '50.5' } });
    fireEvent.click(within(row).getByTestId('limit-DEPOSIT-DAY-save'));
    await waitFor(() => expect(setRgLimit).toHaveBeenCalledTimes(1));
    const input0 = (setRgLimit.mock.calls[0]![0] as { input: Record<string, unknown> }).input;
    expect(input0).toMatchObject({ type: 'DEPOSIT', period: 'DAY', amountMinor: '5050' });
    expect(await within(row).findByRole('status')).toHaveProperty(
      'textContent',
      'The limit applies now.',
    );
    // the overview is read again
    await waitFor(() =>
      expect(fake.calls.filter((c) => c === 'MyResponsibleGaming').length).toBeGreaterThan(1),
    );
  });

  it('shows a pending increase with the time it may be confirmed, and Confirm only once it is due', async () => {
    const effectiveAt = '2027-03-12T14:05:00.000Z';
    const confirm = vi.fn(() => ({
      confirmRgLimitChange: {
        __typename: 'RgLimitChange',
        applied: true,
        limit: limit({ type: 'LOSS', period: 'WEEK', amount: '20000' }),
      },
    }));
    setup(
      { ConfirmRgLimitChange: confirm },
      overview([
        limit({
          type: 'LOSS',
          period: 'WEEK',
          amount: '10000',
          used: '2500',
          remaining: '7500',
          pending: {
            amount: '20000',
            requestedAt: '2027-03-11T14:05:00.000Z',
            effectiveAt,
            confirmable: false,
          },
        }),
        limit({
          type: 'WAGER',
          period: 'MONTH',
          amount: '30000',
          pending: {
            amount: null,
            requestedAt: '2027-03-11T14:05:00.000Z',
            effectiveAt,
            confirmable: true,
          },
        }),
      ]),
    );
    const loss = await screen.findByTestId('limit-LOSS-WEEK-pending');
    expect(plain(loss.textContent)).toContain('Change to $200.00 requested');
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(effectiveAt),
    );
    expect(plain(loss.textContent)).toContain(`You can confirm it from ${when}.`);
    expect(within(loss).queryByText('Confirm change')).toBeNull();
    expect(screen.getByRole('meter', { name: /\$25\.00\W* used of \W*\$100\.00/ })).toBeTruthy();

    const wager = screen.getByTestId('limit-WAGER-MONTH-pending');
    expect(wager.textContent).toContain('Removal requested');
    fireEvent.click(within(wager).getByText('Confirm change'));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith({ type: 'WAGER', period: 'MONTH' }, expect.anything()),
    );
    expect(await screen.findByText('The change is now in force.')).toBeTruthy();
  });

  it('explains a refused change with the translated RG code', async () => {
    setup({
      SetRgLimit: () => ({
        setRgLimit: {
          __typename: 'GeneralAppError',
          code: 'RG_NO_PENDING_CHANGE',
          message: 'x',
          rg: null,
        },
      }),
    });
    const row = await screen.findByTestId('limit-WAGER-DAY');
    fireEvent.click(within(row).getByTestId('limit-WAGER-DAY-edit'));
    fireEvent.change(within(row).getByRole('textbox'), { target: { value: '10' } });
    fireEvent.click(within(row).getByTestId('limit-WAGER-DAY-save'));
    const alert = await within(row).findByRole('alert');
    expect(alert.textContent).toContain('There is no pending change to this limit.');
  });
});

describe('ResponsibleGamingPage — breaks (issue 14)', () => {
  it('self-excludes only after the tick and the password, then signs out with the end date', async () => {
    const until = '2027-05-26T02:00:00.000Z';
    const selfExclude = vi.fn(() => ({
      selfExclude: {
        __typename: 'RgExclusionSuccess',
        block: {
          kind: 'SELF_EXCLUSION',
          since: '2026-11-26T02:00:00.000Z',
          until,
          reason: null,
          returnAvailableAt: null,
        },
      },
    }));
    setup({ SelfExclude: selfExclude });
    fireEvent.click(await screen.findByText('6 months'));
    fireEvent.click(screen.getByTestId('self-exclude'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('cannot be undone or shortened');
    expect(dialog.textContent).toContain('You are signed out on every device at once.');
    const submit = within(dialog).getByTestId('break-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(dialog).getByTestId('break-understand'));
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('break-password'), {
      target: { value: 'Secret#123' },
    });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() =>
      expect(selfExclude).toHaveBeenCalledWith(
        { duration: 'MONTHS_6', password: 'Secret#123' },
        expect.anything(),
      ),
    );
    await waitFor(() =>
      expect(getRgSignOutReason()).toMatchObject({ code: 'RG_SELF_EXCLUDED', until }),
    );
  });

  it('keeps the player signed in and explains a wrong password', async () => {
    setup({
      TakeRgTimeOut: () => ({
        takeRgTimeOut: {
          __typename: 'GeneralAppError',
          code: 'INVALID_CREDENTIALS',
          message: 'x',
          rg: null,
        },
      }),
    });
    fireEvent.click(await screen.findByTestId('take-break'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('break-understand'));
    fireEvent.change(within(dialog).getByTestId('break-password'), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByTestId('break-submit'));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Invalid email or password.',
    );
    expect(getRgSignOutReason()).toBeNull();
  });
});

describe('ResponsibleGamingPage — self-assessment (issue 14)', () => {
  it('scores the nine answers and shows the help for the country', async () => {
    const submit = vi.fn(() => ({
      submitPgsi: {
        score: 9,
        category: 'PROBLEM',
        help: [{ name: 'GamCare', url: 'https://www.gamcare.org.uk', phone: '0808 8020 133' }],
      },
    }));
    setup({ SubmitPgsi: submit });
    const form = (await screen.findByText('See my score')).closest('form')!;
    fireEvent.click(within(form).getByText('See my score'));
    expect(within(form).getByRole('alert').textContent).toBe('Answer all nine questions.');
    const groups = within(form).getAllByRole('group');
    expect(groups).toHaveLength(9);
    groups.forEach((group, i) =>
      fireEvent.click(within(group).getByLabelText(i < 3 ? 'Almost always' : 'Never')),
    );
    fireEvent.click(within(form).getByText('See my score'));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(
        { answers: [3, 3, 3, 0, 0, 0, 0, 0, 0] },
        expect.anything(),
      ),
    );
    const result = await screen.findByTestId('pgsi-result');
    expect(result.textContent).toContain('Your score: 9 of 27');
    expect(result.textContent).toContain('Problem gambling.');
    expect(
      within(result)
        .getByRole('link', { name: /GamCare/ })
        .getAttribute('href'),
    ).toBe('https://www.gamcare.org.uk');
  });
});

describe('ResponsibleGamingPage — history of changes (issue 14)', () => {
  it('lists who changed what and when, with the values before and after, and reads it again after a change', async () => {
    const history = vi.fn(() => ({
      rgHistory: [
        {
          __typename: 'RgHistoryEntry',
          id: '2',
          at: '2027-03-12T14:05:00.000Z',
          actor: 'player',
          action: 'LIMIT_PENDING',
          limitType: 'DEPOSIT',
          period: 'DAY',
          oldValue: '2000',
          newValue: null,
        },
        {
          __typename: 'RgHistoryEntry',
          id: '1',
          at: '2027-03-11T09:00:00.000Z',
          actor: 'operator:anna',
          action: 'DEPOSIT_OVER_LIMIT',
          limitType: 'DEPOSIT',
          period: 'DAY',
          oldValue: '0',
          newValue: '2500',
        },
      ],
    }));
    const setRgLimit = vi.fn(() => ({
      setRgLimit: {
        __typename: 'RgLimitChange',
        applied: true,
        limit: limit({ type: 'DEPOSIT', period: 'DAY', amount: '1000' }),
      },
    }));
    setup({ RgHistory: history, SetRgLimit: setRgLimit });
    const table = await screen.findByTestId('rg-history');
    const rows = within(table).getAllByTestId('rg-history-row');
    expect(rows).toHaveLength(2);
    expect(plain(rows[0]!.textContent)).toContain(
      'Change requested (24-hour wait): Deposit limit, 24 hours',
    );
    expect(plain(within(rows[0]!).getByTestId('rg-history-old').textContent)).toBe('$20.00');
    expect(within(rows[0]!).getByTestId('rg-history-new').textContent).toBe('No limit');
    expect(rows[0]!.querySelector('time')!.getAttribute('dateTime')).toBe(
      '2027-03-12T14:05:00.000Z',
    );
    expect(rows[1]!.textContent).toContain('Support (anna)');
    // a change on the page reads the history again
    const row = screen.getByTestId('limit-DEPOSIT-DAY');
    fireEvent.click(within(row).getByTestId('limit-DEPOSIT-DAY-edit'));
    fireEvent.change(within(row).getByLabelText('Deposit limit, 24 hours (USD)'), {
      target: { value: '10' },
    });
    fireEvent.click(within(row).getByTestId('limit-DEPOSIT-DAY-save'));
    await waitFor(() => expect(history.mock.calls.length).toBeGreaterThan(1));
  });
});
