/** Seed 001 §2 KYC uploads: PDF, JPEG or PNG, at most 5 MB (the gateway's limit too). */
export const KYC_MAX_BYTES = 5 * 1024 * 1024;

const TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };
const ALLOWED = new Set(Object.values(TYPES));

export const KYC_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The file's content type; some systems report none, so the extension decides then. */
export function kycContentType(file: { name: string; type: string }): string | null {
  if (ALLOWED.has(file.type)) return file.type;
  if (file.type) return null;
  return TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

/** A validation key when the file cannot be sent, else null. */
export function kycFileRule(file: { name: string; type: string; size: number }): 'kyc.type' | 'kyc.tooLarge' | null {
  if (!kycContentType(file)) return 'kyc.type';
  if (file.size > KYC_MAX_BYTES) return 'kyc.tooLarge';
  return null;
}

/** The file as base64 without the data: URL prefix. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result).replace(/^data:[^,]*,/, '')));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('the file could not be read')));
    reader.readAsDataURL(file);
  });
}
