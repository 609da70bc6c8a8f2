// KYC upload checks done before sending (the server checks the bytes again): images or PDF, at
// most 10 MB (server docs/identity-notes.md).
import type { KycDocumentType } from '../api/kyc';

export const KYC_MAX_BYTES = 10 * 1024 * 1024;
export const KYC_ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const KYC_ACCEPT_ATTR = `${KYC_ACCEPT.join(',')},.jpg,.jpeg,.png,.webp,.pdf`;
export const KYC_DOCUMENT_TYPES: readonly KycDocumentType[] = [
  'PASSPORT',
  'ID_CARD',
  'DRIVING_LICENSE',
  'PROOF_OF_ADDRESS',
  'SELFIE',
  'OTHER',
];

const EXTENSIONS = /\.(jpe?g|png|webp|pdf)$/i;

export type KycFileProblem = 'KYC_FILE_TYPE' | 'KYC_FILE_TOO_LARGE' | 'KYC_FILE_EMPTY';

export function checkKycFile(file: {
  name: string;
  type: string;
  size: number;
}): KycFileProblem | null {
  const typeOk =
    (KYC_ACCEPT as readonly string[]).includes(file.type) ||
    (!file.type && EXTENSIONS.test(file.name));
  if (!typeOk) return 'KYC_FILE_TYPE';
  if (file.size === 0) return 'KYC_FILE_EMPTY';
  if (file.size > KYC_MAX_BYTES) return 'KYC_FILE_TOO_LARGE';
  return null;
}

/** The notice shown for a KYC status (spec §8: required, under review, unsuccessful, completed). */
export function kycNotice(status: string): 'required' | 'review' | 'unsuccessful' | 'completed' {
  switch (status) {
    case 'PENDING':
      return 'review';
    case 'REJECTED':
      return 'unsuccessful';
    case 'VERIFIED':
      return 'completed';
    default:
      return 'required';
  }
}

/** Server upload failures → toast codes. */
export function kycUploadToast(code: string, status: number): string {
  if (status === 415 || code === 'UNSUPPORTED_MEDIA_TYPE') return 'KYC_FILE_TYPE';
  if (status === 413 || code === 'PAYLOAD_TOO_LARGE') return 'KYC_FILE_TOO_LARGE';
  return code;
}
