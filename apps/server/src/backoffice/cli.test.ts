// The ops CLI's back-office commands: `staff invite` prints a working one-time link and is audited;
// a withdrawal decision commits with its audit row; `audit-verify` reports the chain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../scripts/ops';
import { SLOT_ENGINE_THEME_KEYS } from '@aurum/domain';
import { eq } from 'drizzle-orm';
import { withdrawRequests } from '../db/schema';
import { openGame } from '../test/games';
import { createTestServer, type TestServer } from '../test/harness';
import { withFailingAudit } from '../test/staff';
import { fundedUser, requestWithdrawal } from '../test/withdrawals';
import { searchAudit } from './audit';
import { getInvitation } from './staff';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function run(name: string, args: string[]): Promise<string[]> {
  const lines: string[] = [];
  await COMMANDS[name]!.run(
    {
      db: server.db,
      config: server.config,
      log: server.app.log,
      actor: 'cli:tester',
      out: (l) => lines.push(l),
    },
    args,
  );
  return lines;
}

describe('ops CLI: back office', () => {
  it('staff invite prints a one-time link that opens the invitation, and is audited', async () => {
    const email = `cli-${Date.now()}@example.com`;
    const lines = await run('staff', [
      'invite',
      '--email',
      email,
      '--role',
      'admin',
      '--name',
      'Ada',
    ]);
    const link = lines.find((l) => l.includes('/backoffice/invite?token='))!;
    expect(link.startsWith(server.config.publicUrl)).toBe(true);
    const token = new URL(link).searchParams.get('token')!;
    const invitation = await getInvitation(
      { db: server.db, config: server.config, clock: server.clock },
      token,
    );
    expect(invitation).toMatchObject({ email, role: 'admin', name: 'Ada' });
    const rows = await searchAudit(
      server.db,
      { actorId: 'cli:tester', action: 'staff.invite' },
      { first: 5, after: null },
    );
    expect(rows.rows[0]).toMatchObject({ outcome: 'OK', targetId: email });
    await expect(run('staff', ['invite', '--email', email, '--role', 'wizard'])).rejects.toThrow(
      /usage/,
    );
  });

  it('withdraw approve applies it with its audit row, or neither when the row cannot be written', async () => {
    const user = await fundedUser(server);
    const id = await requestWithdrawal(server, user, '20.00');
    const status = async () =>
      (await server.db.select().from(withdrawRequests).where(eq(withdrawRequests.id, id)))[0]!
        .status;
    await expect(
      withFailingAudit(server, 'cli-probe', () =>
        run('withdraw', ['approve', String(id), '--reason', 'cli-probe']),
      ),
    ).rejects.toThrow(/staff_audit/);
    expect(await status()).toBe('PENDING');
    expect(await run('withdraw', ['reject', String(id), '--reason', 'wrong', 'iban'])).toEqual([
      `withdrawal #${id}: REJECTED`,
    ]);
    const rows = await searchAudit(
      server.db,
      { actorId: 'cli:tester', targetId: String(id) },
      { first: 5, after: null },
    );
    expect(rows.rows.map((r) => [r.action, r.outcome]).sort()).toEqual([
      ['withdrawal.approve', 'FAILED'],
      ['withdrawal.reject', 'OK'],
    ]);
  });

  it("game-theme sets a slot's engine theme with its row on the staff audit chain", async () => {
    const slug = await openGame(server, 'slots');
    const theme = SLOT_ENGINE_THEME_KEYS[0]!;
    const lines = await run('game-theme', [slug, theme]);
    expect(lines[0]).toMatch(new RegExp(`^engine theme of ${slug}: .+ → ${theme}$`));
    const rows = await searchAudit(
      server.db,
      { actorId: 'cli:tester', action: 'content.game-theme', targetId: slug },
      { first: 5, after: null },
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ outcome: 'OK', targetType: 'game' });
    expect(JSON.parse(rows.rows[0]!.after!)).toMatchObject({ to: theme });
    await run('game-theme', [slug, 'none']);
  });

  it('audit-verify reports an unbroken chain', async () => {
    const lines = await run('audit-verify', []);
    expect(lines[0]).toMatch(/^audit chain OK: \d+ rows/);
  });
});
