import { graphql } from '@/gql';

export const SIGN_IN = graphql(`
  mutation SignIn($email: String!, $password: String!, $totpCode: String!) {
    signIn(email: $email, password: $password, totpCode: $totpCode) {
      token
      expiresAt
      me {
        ...MeFields
      }
    }
  }
`);

export const INVITATION = graphql(`
  query Invitation($token: String!) {
    invitation(token: $token) {
      email
      name
      role
      expiresAt
    }
  }
`);

export const BEGIN_INVITATION = graphql(`
  mutation BeginInvitation($token: String!) {
    beginInvitation(token: $token) {
      otpauthUrl
      secret
    }
  }
`);

export const ACCEPT_INVITATION = graphql(`
  mutation AcceptInvitation($token: String!, $password: String!, $totpCode: String!) {
    acceptInvitation(token: $token, password: $password, totpCode: $totpCode) {
      token
      expiresAt
      me {
        ...MeFields
      }
    }
  }
`);
