// No person types control characters, and PostgreSQL text cannot even hold NUL (a submission
// with one would fail to store). Names and other one-line fields take no line breaks either:
// they end up in mail subjects and headers.
// eslint-disable-next-line no-control-regex
export const singleLine = /^[^\u0000-\u001f\u007f]*$/;
/** A message keeps its tabs and line breaks. */
// eslint-disable-next-line no-control-regex
export const multiLine = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
