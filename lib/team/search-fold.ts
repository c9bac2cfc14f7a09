// The inbox search's folding (SQL function granite_fold, migration 20261125163000_lead_work) in
// JavaScript, to mark what a search found: "ozt" marks "Özt" in "Öztürk". The database decides
// what matches; this only finds where, so both use the same table of letters.

const FROM =
  'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎĐďđÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĦĥħÌÍÎÏĨĪĬĮİìíîïĩīĭįıĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠśŝşšŢŤŦţťŧÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųŴŵÝŸŶýÿŷŹŻŽźżž';
const TO =
  'AAAAAAAAAaaaaaaaaaCCCCCcccccDDddEEEEEEEEEeeeeeeeeeGGGGggggHHhhIIIIIIIIIiiiiiiiiiJjKkLLLLLlllllNNNNnnnnOOOOOOOOOoooooooooRRRrrrSSSSssssTTTtttUUUUUUUUUUuuuuuuuuuuWwYYYyyyZZZzzz';
const table = new Map<string, string>([...FROM].map((char, index) => [char, TO[index]!]));
const multi: Record<string, string> = { ß: 'ss', Æ: 'ae', æ: 'ae', Œ: 'oe', œ: 'oe' };

/** One character folded: possibly two letters (ß → ss), lower case. */
export function foldChar(char: string): string {
  return (multi[char] ?? table.get(char) ?? char).toLowerCase();
}

export function fold(text: string): string {
  return [...text].map(foldChar).join('');
}

export type Segment = { text: string; match: boolean };

/** The text cut into runs, those that a word of the search found marked. */
export function highlight(text: string, words: string[]): Segment[] {
  const needles = words.map(fold).filter(Boolean);
  if (needles.length === 0 || !text) return [{ text, match: false }];
  // The folded text, and for each of its characters the original character it came from.
  const chars = [...text];
  let folded = '';
  const origin: number[] = [];
  chars.forEach((char, index) => {
    for (const part of foldChar(char)) {
      folded += part;
      origin.push(index);
    }
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const needle of needles) {
    for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + 1)) {
      for (let i = at; i < at + needle.length; i++) marked[origin[i]!] = true;
    }
  }
  const segments: Segment[] = [];
  chars.forEach((char, index) => {
    const last = segments.at(-1);
    if (last && last.match === marked[index]) last.text += char;
    else segments.push({ text: char, match: marked[index]! });
  });
  return segments;
}
