// Mail: every e-mail the site sends, written here (subject, text and HTML in the recipient's
// language) and handed to one transport (Resend, or files under <DATA_DIR>/mail in development).
// Sending with retries is lib/outbox's; this folder only writes and hands over. Read README.md.
export { marketingConfirmationMail } from '@/lib/mail/consent-mail';
export { escapeHtml, headerValue } from '@/lib/mail/escape';
export { htmlLayout, paragraph } from '@/lib/mail/layout';
export { leadReplyMail } from '@/lib/mail/lead-reply-mail';
export { type MailMessage, type MailTransport } from '@/lib/mail/message';
export { morningMail } from '@/lib/mail/morning-mail';
export { invitationMail, type SecurityChange, securityNoticeMail, unlockLinkMail } from '@/lib/mail/team-access-mail';
export { contactNotification, downloadNotification } from '@/lib/mail/team-notifications';
export { mailTransport, sendWithin } from '@/lib/mail/transport';
export { whitePaperMail } from '@/lib/mail/visitor-mail';
