// KYC over REST (server docs/identity-notes.md): GET /api/kyc for the status and the uploaded
// documents, POST /api/kyc/documents (multipart: `type`, then `file`) with upload progress.
import { getToken, reportUnauthorized } from '@/lib/token-store';

export type KycDocumentType =
  'PASSPORT' | 'ID_CARD' | 'DRIVING_LICENSE' | 'PROOF_OF_ADDRESS' | 'SELFIE' | 'OTHER';

export interface KycDocument {
  id: string;
  type: KycDocumentType;
  fileName: string;
  mimeType: string;
  size: number;
  createdAt: string;
}

export interface KycState {
  status: 'NOT_STARTED' | 'PENDING' | 'VERIFIED' | 'REJECTED';
  reason: string | null;
  documents: KycDocument[];
}

export class KycRequestError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(code);
  }
}

function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export async function fetchKyc(signal?: AbortSignal): Promise<KycState> {
  const res = await fetch('/api/kyc', { headers: authHeaders(), signal });
  const body = (await res.json().catch(() => null)) as {
    response?: KycState;
    error?: { code?: string };
  } | null;
  if (res.status === 401 || res.status === 403) reportUnauthorized();
  if (!res.ok || !body?.response) {
    throw new KycRequestError(body?.error?.code ?? 'ERROR_DEFAULT', res.status);
  }
  return body.response;
}

/** Uploads one document; `onProgress` gets 0…1. */
export function uploadKycDocument(
  file: File,
  type: KycDocumentType,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/kyc/documents');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      if (xhr.status === 401 || xhr.status === 403) reportUnauthorized();
      let code = 'ERROR_DEFAULT';
      try {
        code = (JSON.parse(xhr.responseText) as { error?: { code?: string } }).error?.code ?? code;
      } catch {
        // Not JSON: keep the default code.
      }
      reject(new KycRequestError(code, xhr.status));
    };
    xhr.onerror = () => reject(new KycRequestError('NETWORK_ERROR', 0));
    const form = new FormData();
    form.append('type', type);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
