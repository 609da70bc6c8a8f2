// CurrentUser (spec §3 User): every field the shell, the profile screens and the wallet's balance
// chip read. The session seam (lib/session) carries the result.
import { graphql } from '@/lib/graphql';

export const CURRENT_USER_QUERY = graphql(`
  query CurrentUser {
    currentUser {
      id
      uuid
      email
      emailConfirmed
      name
      phone
      phoneConfirmed
      gameBalanceId
      mainCountry
      firstRegisteredCurrency
      kyc
      kycReason
      isVIP
      onboarding {
        country
      }
      depositBonusClaimShown
      referralQuestsCompleted
      oneClickRequisitesShown
      level
      language
      hideZeroBalances
      hideLevelUp
      totalWager
      tz
      twoFactorEnabled
      createdAt
      balance {
        id
        bonus
        real
        total
        depositWagered
        currency {
          code
        }
      }
    }
  }
`);
