import { graphql } from '@/gql';

export const STAFF_MEMBERS = graphql(`
  query StaffMembers {
    staffMembers {
      id
      email
      name
      role
      disabled
      createdAt
      lastSignInAt
    }
    rolePermissions {
      role
      permissions
    }
  }
`);

export const INVITE_STAFF = graphql(`
  mutation InviteStaff($email: String!, $name: String!, $role: StaffRole!) {
    inviteStaff(email: $email, name: $name, role: $role) {
      url
      invitation {
        email
        expiresAt
      }
    }
  }
`);

export const CHANGE_ROLE = graphql(`
  mutation ChangeStaffRole($staffId: ID!, $role: StaffRole!, $reason: String!) {
    changeStaffRole(staffId: $staffId, role: $role, reason: $reason) {
      id
      role
    }
  }
`);

export const DISABLE_STAFF = graphql(`
  mutation DisableStaff($staffId: ID!, $reason: String!) {
    disableStaff(staffId: $staffId, reason: $reason) {
      id
      disabled
    }
  }
`);

export const ENABLE_STAFF = graphql(`
  mutation EnableStaff($staffId: ID!, $reason: String!) {
    enableStaff(staffId: $staffId, reason: $reason) {
      id
      disabled
    }
  }
`);

export const REINVITE_STAFF = graphql(`
  mutation ReinviteStaff($staffId: ID!, $reason: String!) {
    reinviteStaff(staffId: $staffId, reason: $reason) {
      url
    }
  }
`);
