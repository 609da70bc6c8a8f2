// Email confirmation from a mailed link on home (spec §4.3, §8 Email confirmation codes).

export const OTP_PARAM = 'otpCode';
export const LINK_PARAM = 'emailConfirmationCode';

export type ConfirmationRequest =
  { kind: 'otp'; code: string } | { kind: 'link'; code: string } | null;

/** Which confirmation the home URL asks for: the OTP for a signed-in player, the link's code for
 *  anyone (it needs no session). */
export function confirmationRequest(search: string): ConfirmationRequest {
  const params = new URLSearchParams(search);
  const link = params.get(LINK_PARAM)?.trim();
  if (link) return { kind: 'link', code: link };
  const otp = params.get(OTP_PARAM)?.trim();
  if (otp) return { kind: 'otp', code: otp };
  return null;
}

/** The toast for a failed confirmation: already confirmed (a link used twice), not found,
 *  expired, or try again later. */
export function confirmationFailureToast(code: string | null | undefined): string {
  switch (code) {
    case 'EMAIL_ALREADY_CONFIRMED':
    case 'CONFIRMATION_CODE_NOT_FOUND':
    case 'OTP_CODE_NOT_FOUND':
    case 'CONFIRMATION_CODE_EXPIRED':
    case 'OTP_CODE_EXPIRED':
      return code;
    default:
      return 'TRY_AGAIN_LATER';
  }
}
