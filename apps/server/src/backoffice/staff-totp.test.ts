// `npm run totp:rotate` (ops `totp-rotate`) re-seals the staff's TOTP secrets and the pending
// secrets of open invitations too, not only the players': after it the new key alone opens them.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../scripts/ops';
import { openSecret, parseKeyring } from '../security/secret-box';
import { createTestServer, TEST_TOTP_KEYRING, type TestServer } from '../test/harness';
import { createTestStaff } from '../test/staff';
import {
  beginInvitation,
  createInvitation,
  invitationTotpContext,
  staffTotpContext,
} from './staff';
import { resealStaffTotpSecrets } from './staff-totp';
import { staffAccounts, staffInvitations } from './tables';

const NEW_KEY = `k2:${randomBytes(32).toString('base64')}`;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 60_000);
afterAll(() => server?.close());

async function rotate(keyring: string): Promise<string[]> {
  const lines: string[] = [];
  await COMMANDS['totp-rotate']!.run(
    {
      db: server.db,
      config: { ...server.config, totpKeyring: parseKeyring(keyring) },
      log: server.app.log,
      actor: 'cli:tester',
      out: (l) => lines.push(l),
    },
    [],
  );
  return lines;
}

describe('totp:rotate for staff', () => {
  it('re-seals staff secrets and pending invitation secrets under the new key', async () => {
    const member = await createTestStaff(server, 'support');
    const deps = { db: server.db, config: server.config, clock: server.clock };
    const invited = await createInvitation(deps, {
      email: `rotate-${Date.now()}@example.com`,
      name: 'Rita',
      role: 'readonly',
      invitedBy: 'test',
    });
    const { secret: pendingSecret, invitationId } = await beginInvitation(deps, invited.token);
    const stored = async () => {
      const [account] = await server.db
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.id, member.id));
      const [invitation] = await server.db
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.id, invitationId));
      return { secret: account!.totpSecret, pending: invitation!.totpPendingSecret! };
    };
    expect((await stored()).secret).toMatch(/^v1:test:/);

    const both = `${NEW_KEY},${TEST_TOTP_KEYRING}`;
    try {
      const lines = await rotate(both);
      expect(lines.join('\n')).toMatch(/\(staff\)/);
      const after = await stored();
      expect(after.secret).toMatch(/^v1:k2:/);
      expect(after.pending).toMatch(/^v1:k2:/);
      // the new key alone opens them, to the same secrets
      const onlyNew = parseKeyring(NEW_KEY);
      expect(openSecret(onlyNew, after.secret, staffTotpContext(member.id))).toBe(member.secret);
      expect(openSecret(onlyNew, after.pending, invitationTotpContext(invitationId))).toBe(
        pendingSecret,
      );
      // nothing left to do on a second run
      expect((await resealStaffTotpSecrets(server.db, parseKeyring(both))).resealed).toBe(0);
      // a key that opens nothing: reported, values left as they are
      const missing = await resealStaffTotpSecrets(
        server.db,
        parseKeyring(`k3:${randomBytes(32).toString('base64')}`),
      );
      expect(missing.failed).toContain(member.id);
      expect((await stored()).secret).toBe(after.secret);
    } finally {
      // the worker's database is shared with other test files: seal everything back under `test`
      await rotate(`${TEST_TOTP_KEYRING},${NEW_KEY}`);
    }
    expect((await stored()).secret).toMatch(/^v1:test:/);
  });
});
