/**
 * The prescriptions part of `npm run bench:extract` (docs/decisions/050-reading-documents.md#prescriptions):
 * reads the ten generated prescriptions of `src/test/prescription-documents.ts` in each condition and
 * scores each medicine row (name, strength, pattern and duration all as the ground truth) and the header
 * (doctor, date, diagnosis).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { PrescriptionDraft } from '@sehat/shared';
import { readPrescription, ReadFailure } from '../src/features/document-reading/document-reader.js';
import type { OcrPool } from '../src/features/document-reading/ocr-engine.js';
import {
  prescriptionCorpus,
  prescriptionPdf,
  type TruthPrescription,
} from '../src/test/prescription-documents.js';

export interface BenchCondition {
  name: string;
  contentType: string;
  ext: string;
  make(pdf: Buffer): Promise<Buffer>;
}

interface Tally {
  rows: number;
  correct: number;
  wrongFlagged: number;
  wrongUnflagged: number;
  missed: number;
  headers: number;
  headersCorrect: number;
  failedReads: number;
  seconds: number[];
}

function score(tally: Tally, truth: TruthPrescription, draft: PrescriptionDraft | null): void {
  for (const medicine of truth.medicines) {
    tally.rows += 1;
    const found = draft?.medicines.find((row) => row.name.toLowerCase() === medicine.name.toLowerCase());
    const same =
      found &&
      found.strength === medicine.strength &&
      found.pattern === medicine.pattern &&
      found.duration === medicine.duration;
    if (!found) {
      // A row whose name was misread is still a row: flagged or not, it is a wrong one.
      const stray = draft?.medicines[truth.medicines.indexOf(medicine)];
      if (!stray) tally.missed += 1;
      else if (stray.needs_check) tally.wrongFlagged += 1;
      else tally.wrongUnflagged += 1;
    } else if (same) tally.correct += 1;
    else if (found.needs_check) tally.wrongFlagged += 1;
    else tally.wrongUnflagged += 1;
  }
  const headers: [string | null, string | null | undefined][] = [
    [truth.doctor, draft?.doctor_name],
    [truth.date, draft?.record_date],
    [truth.diagnosis, draft?.diagnosis],
  ];
  tally.headers += headers.length;
  tally.headersCorrect += headers.filter(([want, got]) => (got ?? null) === want).length;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;

/** Reads the prescriptions in each condition, writes them under `out`, prints one line per condition. */
export async function benchPrescriptions(
  conditions: readonly BenchCondition[],
  ocr: OcrPool,
  out: string,
): Promise<void> {
  const corpus = prescriptionCorpus();
  const pdfs = await Promise.all(corpus.map((prescription) => prescriptionPdf(prescription)));
  await writeFile(path.join(out, 'prescriptions-ground-truth.json'), JSON.stringify(corpus, null, 2));
  console.log(
    `\n[sehat] reading ${corpus.length} generated prescriptions in ${conditions.length} conditions`,
  );
  for (const condition of conditions) {
    const tally: Tally = {
      rows: 0,
      correct: 0,
      wrongFlagged: 0,
      wrongUnflagged: 0,
      missed: 0,
      headers: 0,
      headersCorrect: 0,
      failedReads: 0,
      seconds: [],
    };
    for (const [index, truth] of corpus.entries()) {
      const bytes = await condition.make(pdfs[index] as Buffer);
      await writeFile(path.join(out, `${truth.id}-${truth.layout}.${condition.ext}`), bytes);
      const started = performance.now();
      const draft = await readPrescription(bytes, condition.contentType, {
        ocr,
        pageTimeoutMs: 60_000,
      }).catch((error: unknown) => {
        if (!(error instanceof ReadFailure)) throw error;
        tally.failedReads += 1;
        return null;
      });
      tally.seconds.push((performance.now() - started) / 1000);
      score(tally, truth, draft);
    }
    console.log(
      `${condition.name.padEnd(17)} medicines ${tally.rows}: correct ${percent(tally.correct, tally.rows)}, ` +
        `wrong but flagged ${percent(tally.wrongFlagged, tally.rows)}, ` +
        `wrong NOT flagged ${percent(tally.wrongUnflagged, tally.rows)}, missed ${percent(tally.missed, tally.rows)}` +
        ` (failed reads ${tally.failedReads}); doctor/date/diagnosis ${percent(tally.headersCorrect, tally.headers)}; ` +
        `s/page p50 ${percentile(tally.seconds, 50).toFixed(2)}, p95 ${percentile(tally.seconds, 95).toFixed(2)}`,
    );
  }
}
