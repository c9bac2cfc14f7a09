// No person types control characters, and PostgreSQL text cannot even hold NUL (a submission
// with one would fail to store). Names and other one-line fields take no line breaks either:
// they end up in mail subjects and headers.
//
// Nor does anyone type half of a UTF-16 surrogate pair (only a script or a truncated paste makes
// one). A lone surrogate cannot be written as UTF-8: PostgreSQL's json refuses it outright
// ("invalid input syntax for type json") and text columns would silently hold U+FFFD instead.
// So it is a field error like a control character (400 `invalidValue`, shown next to the field
// by the same schema in the browser), never a failed write. With the `u` flag a well-formed pair
// is one code point and passes; a lone surrogate is matched by the D800–DFFF range.
// eslint-disable-next-line no-control-regex
export const singleLine = /^[^\u0000-\u001f\u007f\ud800-\udfff]*$/u;
/** A message keeps its tabs and line breaks. */
// eslint-disable-next-line no-control-regex
export const multiLine = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ud800-\udfff]*$/u;
/** No lone surrogate (anything else goes): for fields whose other characters are checked elsewhere. */
export const wellFormed = /^[^\ud800-\udfff]*$/u;

/** The text with each lone surrogate replaced by U+FFFD, as a UTF-8 encoder would write it: for logs and records. */
export const toWellFormed = (text: string): string => text.replace(/[\ud800-\udfff]/gu, '\ufffd');
