// Player levels: staff set them on the back office's API (audited twice: the identity module's
// operator_audit and the staff audit trail); currentUser and the chat gate read them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { errorCode, staffGql } from '../../test/staff';
import { registerTestUser } from '../../test/users';
import { executeRows } from '../../db/client';
import { canUseChat, playerLevel } from './levels';

const OPERATOR_TOKEN = 'vip-levels-operator-token-0123456789';
const operator = { 'x-operator-token': OPERATOR_TOKEN };

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: { OPERATOR_TOKEN } });
});
afterAll(() => server.close());

const SET = `mutation SetPlayerVipLevel($userId: ID!, $level: Int!, $reason: String!) {
  setPlayerVipLevel(playerId: $userId, level: $level, reason: $reason) { playerId level previous } }`;
type SetResult = { setPlayerVipLevel: { playerId: string; level: number; previous: number } };

const set = (vars: Record<string, unknown>, headers: Record<string, string> = operator) =>
  staffGql<SetResult>(server, SET, { reason: 'test', ...vars }, headers);

describe('setPlayerVipLevel (staff API)', () => {
  it('needs a staff session or the operator token and changes nothing without it', async () => {
    const player = await registerTestUser(server);
    for (const headers of [{}, { 'x-operator-token': 'wrong' }, player.headers]) {
      const res = await set({ userId: player.userId, level: 10 }, headers);
      expect(errorCode(res)).toBe('UNAUTHORIZED');
    }
    // and the player schema has no such field
    const onPlayerApi = await server.gql(
      'mutation { operatorSetVipLevel(userId: "x", level: 10) { __typename } }',
      undefined,
      { headers: operator },
    );
    expect(onPlayerApi.errors?.[0]?.message).toMatch(/operatorSetVipLevel/);
    expect(await playerLevel(server.db, player.userId)).toBe(1);
  });

  it('sets the level, shows it on currentUser, opens the chat and writes an audit row', async () => {
    const player = await registerTestUser(server);
    expect(await canUseChat(server.db, player.userId)).toBe(false);
    const res = await set({ userId: player.userId, level: 10, reason: 'e2e' });
    expect(res.data?.setPlayerVipLevel).toEqual({
      playerId: player.userId,
      level: 10,
      previous: 1,
    });
    const me = await server.gql<{ currentUser: { level: number } }>(
      'query CurrentUser { currentUser { level } }',
      undefined,
      { headers: player.headers },
    );
    expect(me.data?.currentUser.level).toBe(10);
    expect(await canUseChat(server.db, player.userId)).toBe(true);
    // the identity module's audit trail (read through SQL: its tables are not ours to import)
    const audit = await executeRows<{ actor: string; reason: string; details: unknown }>(
      server.db,
      sql`select actor, reason, details from operator_audit
          where target_user_id = ${player.userId} and action = 'level.set'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ reason: 'e2e', details: { from: 1, to: 10 } });
    expect(audit[0]!.actor).toMatch(/^staff:/);
  });

  it('refuses levels out of range and unknown players', async () => {
    const player = await registerTestUser(server);
    for (const level of [-1, 101]) {
      expect(errorCode(await set({ userId: player.userId, level }))).toBe('VALIDATION_ERROR');
    }
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(errorCode(await set({ userId, level: 5 }))).toBe('USER_NOT_FOUND');
    }
    expect(await playerLevel(server.db, player.userId)).toBe(1);
  });
});
