import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Client, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { SessionContext } from '@/lib/session';
import { testSession } from '@/test/session-user';
import SignUpPage from './sign-up-page';

const guest = testSession('guest');

// A client with no exchanges: queries stay pending, so the form shows its defaults.
const client = new Client({ url: '/graphql', exchanges: [] });

function renderPage() {
  return render(
    <Provider value={client}>
      <SessionContext.Provider value={guest}>
        <MemoryRouter initialEntries={['/sign-up']}>
          <SignUpPage />
        </MemoryRouter>
      </SessionContext.Provider>
    </Provider>,
  );
}

describe('SignUpPage', () => {
  it('checks the terms by default; unchecking disables submit with TERMS_ACCEPTANCE_REQUIRED', () => {
    renderPage();
    const terms = screen.getByRole<HTMLInputElement>('checkbox');
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Create account' });
    expect(terms.checked).toBe(true);
    expect(submit.disabled).toBe(false);
    fireEvent.click(terms);
    expect(submit.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(
      'Accept the terms and conditions to continue',
    );
  });

  it('shows field errors only after a submit or touch, with the spec codes', () => {
    renderPage();
    expect(screen.queryByText('This field is required')).toBeNull();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '12345' } });
    fireEvent.blur(screen.getByLabelText('Password'));
    expect(screen.getByRole('alert').textContent).toBe(
      'The password must be 8 to 20 characters long',
    );
  });

  // Walk issue item 21: sign-up states the same password rule as reset and change, up front.
  it('states the shared password rule before the player types', () => {
    renderPage();
    const rules = document.getElementById('sign-up-password-rules');
    expect(rules).not.toBeNull();
    expect(rules!.textContent).toContain('8 to 20 characters');
    expect(rules!.textContent).toContain('uppercase');
    expect(rules!.querySelectorAll('li')).toHaveLength(5);
  });

  it('strips spaces from the email on blur', () => {
    renderPage();
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    fireEvent.change(email, { target: { value: ' a b@aurum.test ' } });
    fireEvent.blur(email);
    expect(email.value).toBe('ab@aurum.test');
  });
});
