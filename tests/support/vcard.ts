import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** One property of a parsed vCard: its value (N and ADR by component, ORG as a list) and parameters. */
export interface VcardProperty {
  value: string | string[] | Record<string, string>;
  params: Record<string, string[]>;
}
export type ParsedVcard = Record<string, VcardProperty[]>;

/** Debian's python3 has python3-vobject; a `python3` earlier on PATH (pyenv) may not. */
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

// vobject reads every card of the input; N and ADR come back as objects, ORG as its list of units
const READ = `
import json, sys, vobject
cards = []
for card in vobject.readComponents(sys.stdin.buffer.read().decode('utf-8')):
    props = {}
    for child in card.getChildren():
        v = child.value
        if child.name == 'N':
            v = {k: getattr(v, k) for k in ('family', 'given', 'additional', 'prefix', 'suffix')}
        elif child.name == 'ADR':
            v = {k: getattr(v, k) for k in ('box', 'extended', 'street', 'city', 'region', 'code', 'country')}
        props.setdefault(child.name, []).append({'value': v, 'params': child.params})
    cards.append(props)
print(json.dumps(cards, ensure_ascii=False))
`;

/**
 * The cards of a vCard text as read by vobject (Debian's python3-vobject), a parser independent of the generator
 * (ical.js). Fails naming the package when it is missing.
 */
export function parseVcards(text: string): ParsedVcard[] {
  try {
    return JSON.parse(execFileSync(PYTHON, ['-c', READ], { input: text, encoding: 'utf8' })) as ParsedVcard[];
  } catch (error) {
    if (/No module named 'vobject'/.test(String((error as { stderr?: string }).stderr ?? error))) {
      throw new Error('the vCard tests read cards with vobject: apt-get install -y python3-vobject (.ci/run does)');
    }
    throw error;
  }
}
