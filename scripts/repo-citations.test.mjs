/**
 * The repository explains itself (docs/decisions/044-repository-explains-itself.md): no tracked file cites a
 * document that is not in the repository, every relative Markdown link leads to a tracked file (and to a
 * heading, when it names an anchor), and every cited anchor of docs/architecture.md and docs/product.md exists.
 * A failure lists each place as `file:line  text  (why)`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  brokenMarkdownLinks,
  brokenPathCitations,
  markdownAnchors,
  outsideCitations,
} from './lib/citations.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const TRACKED = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const FOLDERS = new Set(
  TRACKED.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const TRACKED_SET = new Set(TRACKED);

/** The text of a tracked file, or null for a binary (or deleted but not yet staged) one. */
function textOf(file) {
  try {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    return text.includes('\0') ? null : text;
  } catch {
    return null;
  }
}

const anchorCache = new Map();
const repo = {
  exists: (repoPath) => TRACKED_SET.has(repoPath) || FOLDERS.has(repoPath.replace(/\/$/, '')),
  anchorsOf: (repoPath) => {
    if (!anchorCache.has(repoPath)) anchorCache.set(repoPath, markdownAnchors(textOf(repoPath) ?? ''));
    return anchorCache.get(repoPath);
  },
};

const listed = (problems) => problems.map((p) => `${p.file}:${p.line}  ${p.text}  (${p.why})`);

// Outside names are assembled, so that this file does not cite them itself (nor a rewrite of citations
// touch them): § is U+00A7.
const SIGN = String.fromCharCode(0xa7);
const ARCH_NOTE = ['ARCHITECTURE', 'md'].join('.');
const SECTION = ['spec', `${SIGN}7`].join(' ');
const WORK_ITEM = ['issue', '12 point 8'].join(' ');

describe('the checks', () => {
  it('find a citation of each outside document, across a comment line break too', () => {
    const text = `// (${ARCH_NOTE} decision 3)\n/** ${SECTION} */\n * (${WORK_ITEM}; ${['spec', `\n * ${SIGN}2`].join('')})`;
    expect(outsideCitations('a.ts', text).map((p) => [p.line, p.text])).toEqual([
      [1, ARCH_NOTE],
      [2, SECTION],
      [3, `spec\n * ${SIGN}2`],
      [3, ['issue', '12'].join(' ')],
    ]);
    expect(outsideCitations('a.ts', 'docs/product.md#data-calls; RFC 6238 §5.2; docs/decisions/044')).toEqual(
      [],
    );
  });

  it('make GitHub anchors: punctuation dropped, spaces as hyphens, repeats numbered', () => {
    expect([
      ...markdownAnchors(
        "# A\n## D10. Domain errors, one mapping\n### Patient's `zone`\n## A\n```\n# not a heading\n```",
      ),
    ]).toEqual(['a', 'd10-domain-errors-one-mapping', 'patients-zone', 'a-1']);
  });

  it('find a link to a missing file or anchor, not one in code or to the web', () => {
    const markdown = [
      '[ok](../product.md#messages) [gone](../missing.md) [no anchor](../product.md#nowhere)',
      '`[code](nowhere.md)` [web](https://example.org/x.md) [self](#context)',
      '## Context',
    ].join('\n');
    const problems = brokenMarkdownLinks('docs/decisions/x.md', markdown, {
      exists: (p) => p === 'docs/product.md' || p === 'docs/decisions/x.md',
      anchorsOf: (p) => (p === 'docs/product.md' ? new Set(['messages']) : markdownAnchors(markdown)),
    });
    expect(problems.map((p) => p.text)).toEqual(['../missing.md', '../product.md#nowhere']);
  });
});

describe('every tracked file', () => {
  const texts = TRACKED.map((file) => [file, textOf(file)]).filter(([, text]) => text !== null);

  it('cites no document outside the repository', () => {
    expect(listed(texts.flatMap(([file, text]) => outsideCitations(file, text)))).toEqual([]);
  });

  it('links (Markdown) only to tracked files and to headings that exist', () => {
    const markdown = texts.filter(([file]) => file.endsWith('.md'));
    expect(markdown.length).toBeGreaterThan(40);
    expect(listed(markdown.flatMap(([file, text]) => brokenMarkdownLinks(file, text, repo)))).toEqual([]);
  });

  it('cites only anchors of docs/architecture.md and docs/product.md that exist, and decision records that exist', () => {
    expect(listed(texts.flatMap(([file, text]) => brokenPathCitations(file, text, repo)))).toEqual([]);
  });
});
