// Player levels: the operator sets them (audited); currentUser and the chat gate read them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
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

const SET = `mutation OperatorSetVipLevel($userId: ID!, $level: Int!, $reason: String) {
  operatorSetVipLevel(userId: $userId, level: $level, reason: $reason) {
    __typename
    ... on OperatorSetVipLevelSuccess { userId level previous }
    ... on GeneralAppError { code message } } }`;
type SetResult = {
  operatorSetVipLevel: {
    __typename: string;
    userId?: string;
    level?: number;
    previous?: number;
    code?: string;
  };
};

describe('operatorSetVipLevel', () => {
  it('needs the operator token and changes nothing without it', async () => {
    const player = await registerTestUser(server);
    for (const headers of [{}, { 'x-operator-token': 'wrong' }, player.headers]) {
      const res = await server.gql<SetResult>(
        SET,
        { userId: player.userId, level: 10 },
        { headers },
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await playerLevel(server.db, player.userId)).toBe(1);
  });

  it('sets the level, shows it on currentUser, opens the chat and writes an audit row', async () => {
    const player = await registerTestUser(server);
    expect(await canUseChat(server.db, player.userId)).toBe(false);
    const res = await server.gql<SetResult>(
      SET,
      { userId: player.userId, level: 10, reason: 'e2e' },
      { headers: operator },
    );
    expect(res.data?.operatorSetVipLevel).toEqual({
      __typename: 'OperatorSetVipLevelSuccess',
      userId: player.userId,
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
    expect(audit[0]).toMatchObject({ actor: 'api', reason: 'e2e', details: { from: 1, to: 10 } });
  });

  it('refuses levels out of range and unknown players', async () => {
    const player = await registerTestUser(server);
    for (const level of [-1, 101]) {
      const res = await server.gql<SetResult>(
        SET,
        { userId: player.userId, level },
        { headers: operator },
      );
      expect(res.data?.operatorSetVipLevel.code).toBe('VALIDATION_ERROR');
    }
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await server.gql<SetResult>(SET, { userId, level: 5 }, { headers: operator });
      expect(res.data?.operatorSetVipLevel.code).toBe('USER_NOT_FOUND');
    }
    expect(await playerLevel(server.db, player.userId)).toBe(1);
  });
});
