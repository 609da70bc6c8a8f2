// The identity module's test face (other modules' tests use it; lint allows it to tests only).
export { setKycStatus } from './kyc';
export { confirmationCodeMail, confirmationLinkMail, passwordResetMail } from './mails';
