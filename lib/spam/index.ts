// Spam: how the two public forms tell a bot from a person without a CAPTCHA: a honeypot field,
// and a signed form token that says how long the visitor took. The trap fields themselves are
// part of the form schemas (lib/validation/trap-fields.ts), which the browser shares; this folder
// is server-only. Read README.md.
export { decoyDownloadLink } from '@/lib/spam/decoy-link';
export { signFormToken } from '@/lib/spam/form-token';
export { logSpam, spamReason } from '@/lib/spam/spam-check';
