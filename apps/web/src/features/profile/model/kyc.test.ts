import { describe, expect, it } from 'vitest';
import { KYC_MAX_BYTES, checkKycFile, kycNotice, kycUploadToast } from './kyc';

describe('checkKycFile', () => {
  it('accepts images and PDFs up to 10 MB', () => {
    expect(checkKycFile({ name: 'p.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(checkKycFile({ name: 'p.jpg', type: '', size: 10 })).toBeNull();
  });
  it('refuses other types, empty and oversized files', () => {
    expect(checkKycFile({ name: 'a.exe', type: 'application/x-msdownload', size: 10 })).toBe(
      'KYC_FILE_TYPE',
    );
    expect(checkKycFile({ name: 'a.png', type: 'image/png', size: 0 })).toBe('KYC_FILE_EMPTY');
    expect(checkKycFile({ name: 'a.png', type: 'image/png', size: KYC_MAX_BYTES + 1 })).toBe(
      'KYC_FILE_TOO_LARGE',
    );
  });
});

describe('kyc notices', () => {
  it('maps statuses and server failures', () => {
    expect(kycNotice('NOT_STARTED')).toBe('required');
    expect(kycNotice('PENDING')).toBe('review');
    expect(kycNotice('REJECTED')).toBe('unsuccessful');
    expect(kycNotice('VERIFIED')).toBe('completed');
    expect(kycUploadToast('X', 413)).toBe('KYC_FILE_TOO_LARGE');
    expect(kycUploadToast('UNSUPPORTED_MEDIA_TYPE', 415)).toBe('KYC_FILE_TYPE');
  });
});
