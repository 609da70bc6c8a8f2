import { graphql } from '@/gql';

export const AUDIT_LOG = graphql(`
  query AuditLog($filter: AuditFilter, $after: String) {
    auditLog(filter: $filter, first: 100, after: $after) {
      nodes {
        id
        at
        actorId
        actorName
        actorRole
        action
        outcome
        targetType
        targetId
        before
        after
        reason
        ip
        hash
      }
      pageInfo {
        nextCursor
      }
    }
  }
`);

export const VERIFY_AUDIT = graphql(`
  query VerifyAuditChain {
    verifyAuditChain {
      ok
      rows
      brokenAtId
    }
  }
`);
