// The form message rule of `npm run lint` (docs/conformance.md "Form messages"): every form shows its
// messages by one timing (src/lib/fieldChecks.ts). For antd-mobile's Form that means its fields with
// rules are CheckedItems and its submit goes through useCheckedForm (src/ui/checkedForm.tsx);
// rc-field-form's own timing (a check on each keystroke, `dependencies` checked at once, onFinish
// after its own validation) would show messages at once.

const RULES: { re: RegExp; why: string }[] = [
  { re: /<Form\.Item\b[^<]*?\brules=/, why: 'a Form field with rules is a <CheckedItem> (src/ui/checkedForm.tsx)' },
  { re: /<(?:Form|CheckedItem|Form\.Item)\b[^<]*?\bdependencies=/, why: "`dependencies` checks a field at once: use useCheckedForm's `linked`" },
  { re: /<Form\b[^<]*?\bonFinish=/, why: "a Form's submit goes through useCheckedForm (src/ui/checkedForm.tsx)" },
];

/** The rule's complaints about one file (path relative to the project root), as `path:line: why`. */
export function formProblems(path: string, text: string): string[] {
  if (!path.startsWith('src/') || !path.endsWith('.tsx')) return [];
  const out: string[] = [];
  for (const { re, why } of RULES) {
    const all = new RegExp(re.source, 'g');
    for (const m of text.matchAll(all)) out.push(`${path}:${text.slice(0, m.index).split('\n').length}: ${why}`);
  }
  return out;
}
