// robots.txt as a crawler reads it (RFC 9309): the group for `*`, and for a path the matching
// rule with the longest pattern wins; on a tie, Allow wins. `*` matches any characters and a
// trailing `$` anchors the end. Used by the tests that check no rule hides a page or its images.

type Rule = { allow: boolean; pattern: string };

export function robotsRules(text: string, agent = '*'): Rule[] {
  const groups: { agents: string[]; rules: Rule[] }[] = [];
  let current: { agents: string[]; rules: Rule[] } | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, field, value] = match as unknown as [string, string, string];
    const name = field.toLowerCase();
    if (name === 'user-agent') {
      if (!current || current.rules.length > 0) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
    } else if ((name === 'allow' || name === 'disallow') && current) {
      if (value !== '') current.rules.push({ allow: name === 'allow', pattern: value });
    }
  }
  return groups.filter((group) => group.agents.includes(agent.toLowerCase())).flatMap((group) => group.rules);
}

function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`).test(path);
}

/** Whether `path` (with its query) may be crawled under `rules`. */
export function robotsAllows(rules: readonly Rule[], path: string): boolean {
  let best: Rule | undefined;
  for (const rule of rules) {
    if (!matches(rule.pattern, path)) continue;
    if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow)) best = rule;
  }
  return best?.allow ?? true;
}
