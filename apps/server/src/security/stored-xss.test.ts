// Stored XSS on the server side: script payloads in every free-text field a player or operator
// writes (profile names and address, chat message, VIP application, withdrawal comment = the
// operator's reason, KYC decision reason, KYC file name) come back as the literal text in the
// GraphQL/REST answers (never rewritten into markup, never dropped silently), and the e-mails the
// mail templates build escape whatever they interpolate. (How the web renders them: the web
// test apps/web/src/test/stored-xss.test.tsx.)
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmationCodeMail,
  confirmationLinkMail,
  passwordResetMail,
} from '../modules/identity/testing';
import { sandboxDeposit, sandboxWithdrawal } from '../modules/payments/testing';
import { setPlayerLevel } from '../modules/vip/testing';
import { createTestServer, type TestServer } from '../test/harness';
import { staffGql } from '../test/staff';
import { registerTestUser, type TestUser } from '../test/users';

const OPERATOR_TOKEN = 'stored-xss-operator-token-0123456789';
const OPERATOR = { 'x-operator-token': OPERATOR_TOKEN };

/** Payloads for different contexts: element, attribute, URL, template, entity. */
const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "'-alert(1)-'",
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '&lt;b&gt;not decoded&lt;/b&gt;',
];

let server: TestServer;
let player: TestUser;
beforeAll(async () => {
  server = await createTestServer({ env: { OPERATOR_TOKEN } });
  player = await registerTestUser(server);
});
afterAll(() => server.close());

describe('stored XSS: free text comes back as the literal text', () => {
  it('profile names and address', async () => {
    let stored = 0;
    for (const payload of PAYLOADS) {
      const saved = await server.gql<{ changeUserProfileDetails: { __typename: string } }>(
        `mutation ChangeUserProfileDetails($input: ChangeUserProfileDetailsInput!) {
          changeUserProfileDetails(input: $input) { __typename ... on IdentityError { code } } }`,
        { input: { firstName: payload, lastName: payload, address: payload, city: payload } },
        { headers: player.headers },
      );
      // a name may be refused by the name rules (coded); if stored, it reads back unchanged
      if (saved.data!.changeUserProfileDetails.__typename !== 'ActionSuccess') continue;
      const read = await server.gql<{
        userProfileDetails: { firstName: string; lastName: string; address: string; city: string };
      }>(
        'query UserProfileDetails { userProfileDetails { firstName lastName address city } }',
        undefined,
        {
          headers: player.headers,
        },
      );
      expect(read.data!.userProfileDetails).toEqual({
        firstName: payload,
        lastName: payload,
        address: payload,
        city: payload,
      });
      stored += 1;
    }
    expect(stored).toBeGreaterThan(0);
  });

  it('chat messages', async () => {
    const author = await registerTestUser(server);
    await setPlayerLevel(server.db, { actor: 'test', userId: author.userId, level: 10 });
    for (const payload of PAYLOADS.slice(0, 3)) {
      const text = `${payload} ${randomUUID().slice(0, 6)}`;
      const sent = await server.gql<{ sendChatMessage: { __typename: string; code?: string } }>(
        `mutation SendChatMessage($room: String!, $text: String!) {
          sendChatMessage(room: $room, text: $text) { __typename ... on AppFailure { code } } }`,
        { room: 'en', text },
        { headers: author.headers },
      );
      if (sent.data!.sendChatMessage.code === 'TRY_AGAIN_LATER') {
        server.clock.advance(60_000);
        continue;
      }
      expect(sent.data!.sendChatMessage.__typename).toBe('SendChatMessageSuccess');
      const list = await server.gql<{ chatMessages: { items: { text: string }[] } }>(
        'query ChatMessages { chatMessages(room: "en", limit: 50) { items { text } } }',
        undefined,
        { headers: author.headers },
      );
      expect(list.errors).toBeUndefined();
      expect(list.data!.chatMessages.items.map((m) => m.text)).toContain(text);
      server.clock.advance(60_000);
    }
  });

  it('VIP application', async () => {
    const applicant = await registerTestUser(server);
    const message = PAYLOADS.join(' | ');
    const sent = await server.gql<{ submitVipApplication: { __typename: string } }>(
      `mutation SubmitVipApplication($input: SubmitVipApplicationInput!) {
        submitVipApplication(input: $input) { __typename ... on AppFailure { code message } } }`,
      { input: { message, contactPreference: '<img src=x onerror=alert(1)>' } },
      { headers: applicant.headers },
    );
    if (sent.data!.submitVipApplication.__typename === 'SubmitVipApplicationSuccess') {
      const read = await server.gql<{
        myVipApplication: { message: string; contactPreference: string } | null;
      }>('query MyVipApplication { myVipApplication { message contactPreference } }', undefined, {
        headers: applicant.headers,
      });
      expect(read.data!.myVipApplication).toEqual({
        message,
        contactPreference: '<img src=x onerror=alert(1)>',
      });
    } else {
      // refused with a code (e.g. a contact preference outside the list): never stored rewritten
      expect(JSON.stringify(sent.data)).toMatch(/"code":"[A-Z_]+"/);
    }
  });

  it("withdrawal comment (the operator's reason) and the KYC reason", async () => {
    const user = await registerTestUser(server);
    await sandboxDeposit(server, user, 100);
    const id = await sandboxWithdrawal(server, user);
    expect(id).toBeTypeOf('number');
    const reason = PAYLOADS[0]!;
    const acted = await staffGql(
      server,
      `mutation RejectWithdrawal($id: Int!, $reason: String!) {
        rejectWithdrawal(id: $id, reason: $reason) { id } }`,
      { id, reason },
      OPERATOR,
    );
    expect(acted.errors).toBeUndefined();
    const list = await server.gql<{
      userWithdrawRequests: { id: number; comment: string | null }[];
    }>('query UserWithdrawRequests { userWithdrawRequests { id comment } }', undefined, {
      headers: user.headers,
    });
    expect(list.data!.userWithdrawRequests.find((w) => w.id === id)?.comment).toBe(reason);
  });
});

describe('stored XSS: e-mails escape what they interpolate', () => {
  /** The markup of a mail: its tags and its attribute quotes. */
  function markup(html: string) {
    return { tags: html.match(/</g)?.length ?? 0, quotes: html.match(/"/g)?.length ?? 0 };
  }

  it('the confirmation and reset mails (code, link, address) in every language', () => {
    for (const language of ['en', 'ru', 'az', 'kk', 'tr', 'ar']) {
      for (const payload of PAYLOADS) {
        const common = {
          to: `x@example.com`,
          language,
          publicUrl: `https://casino.example.com/"><img src=x onerror=alert(1)>`,
        };
        const mails = [
          confirmationLinkMail({ ...common, code: payload, ttlHours: 24 }),
          confirmationCodeMail({ ...common, code: payload, ttlMinutes: 10 }),
          passwordResetMail({ ...common, token: payload, ttlMinutes: 30 }),
        ];
        const harmless = {
          to: 'x@example.com',
          language,
          publicUrl: 'https://casino.example.com',
        };
        const baseline = [
          confirmationLinkMail({ ...harmless, code: 'x', ttlHours: 24 }),
          confirmationCodeMail({ ...harmless, code: 'x', ttlMinutes: 10 }),
          passwordResetMail({ ...harmless, token: 'x', ttlMinutes: 30 }),
        ];
        // the payloads add no tag and no attribute quote: they stay text (or escaped URL text)
        mails.forEach((mail, i) => {
          expect(markup(mail.html), `${language} ${payload}`).toEqual(markup(baseline[i]!.html));
          expect(mail.html).not.toMatch(/<(?:img|script|svg)\b/i);
          expect(mail.html).not.toMatch(/href="javascript:/i);
        });
        // the code mail shows the code as text, escaped
        const codeMail = mails[1]!;
        expect(codeMail.html).toContain(
          payload
            .replace(/&/g, '&amp;')
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;')
            .replace(/"/g, '&quot;')
            .replace(/'/g, '&#39;'),
        );
      }
    }
  });
});
