/**
 * `npm run bench:extract`: accuracy and speed of reading lab reports from files
 * (docs/decisions/050-reading-documents.md). Generates the corpus of `src/test/lab-report-documents.ts`
 * (30 reports in 6 layouts by default; `--reports N` for fewer) as text PDFs, 300-dpi page images and
 * phone-like photos, writes them under apps/api/bench/.corpus/ (git-ignored, to look at), reads each with
 * the server's reader (one OCR worker, as READ_WORKERS=1) and prints per condition: values correct, values
 * wrong but flagged for checking, values wrong and NOT flagged, rows missed, seconds per page (p50, p95; wall
 * clock, and the CPU seconds the process spent, which a loaded box does not inflate)
 * and the process's peak resident memory while that condition ran; then the ten generated prescriptions
 * in the same conditions (bench/extract-prescriptions.ts). `--prescriptions-only` skips the lab reports
 * (run it as `npx tsx bench/extract-corpus.ts --prescriptions-only` in apps/api: npm takes flags as its own);
 * `--condition pdf|image|photo` reads the lab reports in that one condition only, `--layout NAME` only the
 * reports of that layout. Last (or alone with `--latency-only`): another patient's GET latency while photos
 * are read through the app (bench/read-latency.ts; goal: p99 within 2× of idle).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DocumentReadDraft } from '@sehat/shared';
import { readLabReport, ReadFailure } from '../src/features/document-reading/document-reader.js';
import { createOcrPool } from '../src/features/document-reading/ocr-engine.js';
import { benchPrescriptions, type BenchCondition } from './extract-prescriptions.js';
import { benchReadLatency } from './read-latency.js';
import { labReportCorpus, labReportPdf, pdfPagePng, phonePhoto } from '../src/test/lab-report-documents.js';
import type { TruthReport } from '../src/test/lab-report-layouts.js';

const OUT = path.join(import.meta.dirname, '.corpus');
const argument = process.argv.indexOf('--reports');
const ONLY_PRESCRIPTIONS = process.argv.includes('--prescriptions-only');
const REPORTS = ONLY_PRESCRIPTIONS ? 0 : argument > 0 ? Number(process.argv[argument + 1]) : 30;
const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const ONLY_CONDITION = flag('--condition');
const ONLY_LAYOUT = flag('--layout');
/** Photos read while another patient's GETs are timed (bench/read-latency.ts). */
const LATENCY_PHOTOS = 4;
const ONLY_LATENCY = process.argv.includes('--latency-only');

const CONDITIONS: (BenchCondition & { key: string })[] = [
  { name: 'text PDF', key: 'pdf', contentType: 'application/pdf', ext: 'pdf', make: async (pdf) => pdf },
  {
    name: '300-dpi image',
    key: 'image',
    contentType: 'image/png',
    ext: 'png',
    make: (pdf) => pdfPagePng(pdf, 300),
  },
  {
    name: 'phone-like photo',
    key: 'photo',
    contentType: 'image/jpeg',
    ext: 'jpg',
    make: async (pdf) => phonePhoto(await pdfPagePng(pdf, 300)),
  },
];

interface Tally {
  rows: number;
  correct: number;
  wrongFlagged: number;
  wrongUnflagged: number;
  missed: number;
  failedReads: number;
  seconds: number[];
  cpuSeconds: number[];
  peakRss: number;
}

function score(tally: Tally, report: TruthReport, draft: DocumentReadDraft | null): void {
  for (const row of report.rows) {
    tally.rows += 1;
    const found = draft?.results.find((result) => result.test === row.code);
    if (!found) tally.missed += 1;
    else if (found.value === row.value && (found.unit !== '' || row.unit === '')) tally.correct += 1;
    else if (found.needs_check) tally.wrongFlagged += 1;
    else tally.wrongUnflagged += 1;
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;

/** Other patients' latency while photos of the corpus are read, through the app. */
async function latency(): Promise<void> {
  const reports = labReportCorpus(LATENCY_PHOTOS);
  const photos = await Promise.all(
    reports.map(async (report) => phonePhoto(await pdfPagePng(await labReportPdf(report), 300))),
  );
  console.log(`\n${await benchReadLatency(photos)}`);
}

async function main(): Promise<void> {
  if (ONLY_LATENCY) return latency();
  await mkdir(OUT, { recursive: true });
  const corpus = labReportCorpus(REPORTS).filter((report) => !ONLY_LAYOUT || report.layout === ONLY_LAYOUT);
  const pdfs = await Promise.all(corpus.map((report) => labReportPdf(report)));
  await writeFile(path.join(OUT, 'ground-truth.json'), JSON.stringify(corpus, null, 2));
  const ocr = createOcrPool(1);
  const conditions = CONDITIONS.filter((condition) => !ONLY_CONDITION || condition.key === ONLY_CONDITION);
  if (!ONLY_PRESCRIPTIONS)
    console.log(`[sehat] reading ${corpus.length} generated lab reports in ${conditions.length} conditions`);
  const lines: string[] = [];
  for (const condition of ONLY_PRESCRIPTIONS ? [] : conditions) {
    const tally: Tally = {
      rows: 0,
      correct: 0,
      wrongFlagged: 0,
      wrongUnflagged: 0,
      missed: 0,
      failedReads: 0,
      seconds: [],
      cpuSeconds: [],
      peakRss: 0,
    };
    const sampler = setInterval(() => {
      tally.peakRss = Math.max(tally.peakRss, process.memoryUsage().rss);
    }, 50);
    for (const [index, report] of corpus.entries()) {
      const bytes = await condition.make(pdfs[index] as Buffer);
      await writeFile(path.join(OUT, `${report.id}-${report.layout}.${condition.ext}`), bytes);
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const draft = await readLabReport(bytes, condition.contentType, { ocr, pageTimeoutMs: 60_000 }).catch(
        (error: unknown) => {
          if (!(error instanceof ReadFailure)) throw error;
          tally.failedReads += 1;
          return null;
        },
      );
      tally.seconds.push((performance.now() - started) / 1000);
      const cpu = process.cpuUsage(cpuStarted);
      tally.cpuSeconds.push((cpu.user + cpu.system) / 1e6);
      score(tally, report, draft);
    }
    clearInterval(sampler);
    tally.peakRss = Math.max(tally.peakRss, process.memoryUsage().rss);
    const line =
      `${condition.name.padEnd(17)} rows ${tally.rows}: correct ${percent(tally.correct, tally.rows)}, ` +
      `wrong but flagged ${percent(tally.wrongFlagged, tally.rows)}, ` +
      `wrong NOT flagged ${percent(tally.wrongUnflagged, tally.rows)}, missed ${percent(tally.missed, tally.rows)}` +
      ` (failed reads ${tally.failedReads}); s/page p50 ${percentile(tally.seconds, 50).toFixed(2)}, ` +
      `p95 ${percentile(tally.seconds, 95).toFixed(2)}; CPU s/page p50 ${percentile(tally.cpuSeconds, 50).toFixed(2)}, ` +
      `p95 ${percentile(tally.cpuSeconds, 95).toFixed(2)}; peak RSS ${Math.round(tally.peakRss / 1024 / 1024)} MB`;
    lines.push(line);
    console.log(line);
  }
  if (!ONLY_CONDITION && !ONLY_LAYOUT) await benchPrescriptions(CONDITIONS, ocr, OUT);
  await ocr.close();
  if (!ONLY_CONDITION && !ONLY_LAYOUT && !ONLY_PRESCRIPTIONS) await latency();
  console.log(`\n[sehat] files and ground truth in ${path.relative(process.cwd(), OUT)}`);
}

await main();
