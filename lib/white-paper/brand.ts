import { rgb } from 'pdf-lib';

export const COMPANY_NAME = 'Granite Digital';

export const CONTACT_LINE = 'hello@granitedigital.example · +44 20 7946 0958 · granitedigital.example';

/**
 * Fixed document date so that the same input always produces identical bytes.
 * Bump deliberately when the content is revised.
 */
export const DOCUMENT_DATE = new Date('2025-06-02T09:00:00.000Z');

function hex(value: string) {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

export const COLORS = {
  indigo: hex('#312e81'),
  violet: hex('#7c3aed'),
  violetSoft: hex('#c4b5fd'),
  violetTint: hex('#f5f3ff'),
  violetLine: hex('#ddd6fe'),
  indigoTint: hex('#eef2ff'),
  onIndigo: hex('#e0e7ff'),
  ink: hex('#1f2937'),
  muted: hex('#6b7280'),
  rule: hex('#e5e7eb'),
  zebra: hex('#f8fafc'),
  white: rgb(1, 1, 1),
} as const;
