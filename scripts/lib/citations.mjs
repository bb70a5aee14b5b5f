/**
 * Citations that leave the repository, and links that lead nowhere (docs/decisions/044-repository-explains-itself.md).
 * Pure functions over file texts, used by scripts/repo-citations.test.mjs on every tracked file.
 *
 * A problem is `{ file, line, text, why }`: `line` is 1-based, `text` the offending words.
 */
import path from 'node:path';

/**
 * Names of documents that are not in the repository. Written so that none of them matches itself: this file
 * is tracked and checked like every other.
 */
const OUTSIDE_DOCUMENTS = [
  { pattern: /\bARCHITECTURE\.md\b/g, why: 'the architecture note is docs/architecture.md' },
  { pattern: /\bCONVENTIONS\.md\b/g, why: 'the conventions are docs/architecture.md#conventions' },
  { pattern: /product-spe[c]\b/g, why: 'the product is described in docs/product.md' },
  {
    pattern: /\b[Ss]pec(?:ification)?:?\s+(?:\*\s+|\/\/\s+)?§\s?\d/g,
    why: 'a section of the product is an anchor of docs/product.md',
  },
  { pattern: /\.\.\/shared\//g, why: 'a file outside the repository' },
  {
    pattern: /\b[Ii]ssues?\s+(?:\*\s+|\/\/\s+)?(?:#?\d+|"[^"\n]+")/g,
    why: 'a work item: describe it, or cite the decision record that settled it',
  },
];

/** The line (1-based) of `index` in `text`. */
function lineOf(text, index) {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** Every mention of a document outside the repository in `text`. */
export function outsideCitations(file, text) {
  const problems = [];
  for (const { pattern, why } of OUTSIDE_DOCUMENTS)
    for (const match of text.matchAll(pattern))
      problems.push({ file, line: lineOf(text, match.index), text: match[0], why });
  return problems;
}

/**
 * GitHub's anchor of a heading: the text as rendered (link targets, backticks and emphasis marks dropped),
 * lower case, without punctuation, spaces as hyphens.
 */
function headingSlug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown text defines: its headings' slugs, a repeated one as GitHub numbers it (-1, -2). */
export function markdownAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!heading) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** A Markdown text without its fenced code blocks and inline code spans (their "links" are not links). */
function withoutCode(markdown) {
  return markdown
    .replace(/^(\s*)(```|~~~)[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));
}

/**
 * Relative links of a Markdown file (`[text](target)`) whose file is not tracked, or whose `#anchor` no heading
 * of the target makes. `exists(repoPath)` says whether a tracked file or folder is there; `anchorsOf(repoPath)`
 * gives a Markdown file's anchors.
 */
export function brokenMarkdownLinks(file, markdown, { exists, anchorsOf }) {
  const problems = [];
  const text = withoutCode(markdown);
  for (const match of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:, …
    const [targetPath, anchor] = target.split('#');
    const resolved = targetPath
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(targetPath)))
      : file;
    const line = lineOf(text, match.index);
    if (resolved.startsWith('..') || !exists(resolved)) {
      problems.push({ file, line, text: target, why: 'the link leads to no file in the repository' });
    } else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
      problems.push({ file, line, text: target, why: `no heading of ${resolved} makes #${anchor}` });
    }
  }
  return problems;
}

/**
 * Citations written as repository paths in any file: an anchor of `docs/architecture.md` or `docs/product.md`
 * that no heading makes, and a `docs/decisions/NNN-….md` that does not exist.
 */
export function brokenPathCitations(file, text, { exists, anchorsOf }) {
  const problems = [];
  for (const match of text.matchAll(/\bdocs\/(?:architecture|product)\.md#([\w-]+)/g)) {
    const document = match[0].split('#')[0];
    if (!anchorsOf(document).has(match[1]))
      problems.push({
        file,
        line: lineOf(text, match.index),
        text: match[0],
        why: 'no heading makes this anchor',
      });
  }
  for (const match of text.matchAll(/\bdocs\/decisions\/\d{3}-[\w.-]+?\.md\b/g))
    if (!exists(match[0]))
      problems.push({
        file,
        line: lineOf(text, match.index),
        text: match[0],
        why: 'no such decision record',
      });
  return problems;
}
