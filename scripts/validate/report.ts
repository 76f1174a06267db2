/** What one check of `npm run validate` found, and how the report prints it. */

export interface Finding {
  /** The address the finding is about (a page, a feed, a calendar, a link). */
  url: string;
  /** What is wrong, the same words for the same problem: findings are grouped by it. */
  message: string;
  /** Where or how much, for this one address (a line, a property, a count). */
  detail?: string;
}

export interface CheckResult {
  name: string;
  title: string;
  /** The tools that did the checking, with their versions. */
  tools: string;
  /** What was checked and how many, one line each. */
  checked: string[];
  /** Failures: any one fails the check. */
  findings: Finding[];
  /** Printed, never failing (the HTML checker's warnings). */
  warnings?: Finding[];
  notes?: string[];
  seconds?: number;
}

export const finding = (url: string, message: string, detail?: string): Finding =>
  detail === undefined ? { url, message } : { url, message, detail };

/** Findings grouped by message, in first-seen order, each group's addresses in order of appearance. */
export function groupFindings(findings: Finding[]): Array<{ message: string; items: Finding[] }> {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const items = groups.get(f.message) ?? [];
    items.push(f);
    groups.set(f.message, items);
  }
  return [...groups].map(([message, items]) => ({ message, items }));
}

function printGroups(lines: string[], findings: Finding[], mark: string): void {
  for (const { message, items } of groupFindings(findings)) {
    lines.push(`  ${mark} ${message} (${items.length}):`);
    for (const f of items) lines.push(`      ${f.url}${f.detail ? `  ${f.detail}` : ''}`);
  }
}

export function formatResult(r: CheckResult): string {
  const verdict = r.findings.length === 0 ? 'PASS' : `FAIL (${r.findings.length} finding(s))`;
  const time = r.seconds === undefined ? '' : `, ${r.seconds.toFixed(1)} s`;
  const lines = [`\n== ${r.name}: ${r.title} [${r.tools}${time}] ${verdict}`];
  for (const c of r.checked) lines.push(`  checked: ${c}`);
  for (const n of r.notes ?? []) lines.push(`  note: ${n}`);
  printGroups(lines, r.findings, 'x');
  if (r.warnings?.length) {
    lines.push(`  warnings, not failing (${r.warnings.length}):`);
    printGroups(lines, r.warnings, '!');
  }
  return lines.join('\n');
}

export function formatSummary(results: CheckResult[], seconds: number): string {
  const width = Math.max(...results.map((r) => r.name.length));
  const lines = ['\n== summary'];
  for (const r of results) {
    const state = r.findings.length === 0 ? 'pass' : `FAIL  ${r.findings.length} finding(s)`;
    const warned = r.warnings?.length ? `, ${r.warnings.length} warning(s)` : '';
    lines.push(`  ${r.name.padEnd(width)}  ${state}${warned}  (${(r.seconds ?? 0).toFixed(1)} s)`);
  }
  const failed = results.filter((r) => r.findings.length > 0).length;
  lines.push(
    `validate: ${failed === 0 ? 'every check passed' : `${failed} of ${results.length} check(s) failed`} in ${seconds.toFixed(1)} s`,
  );
  return lines.join('\n');
}
