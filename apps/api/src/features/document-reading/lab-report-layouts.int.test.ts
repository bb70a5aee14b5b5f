import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient } from '../../test/client.js';
import { expectDraftOf, readDocument } from '../../test/document-reads.js';
import { labReportCorpus, labReportPdf, pdfPagePng } from '../../test/lab-report-documents.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ database: 'own' });
});
afterAll(() => t.close());

/** The first report of each layout added after the first three (lab-report-layouts.ts). */
const corpus = labReportCorpus(6);
const reportOf = (layout: string) => corpus.find((report) => report.layout === layout);

describe('reading the layouts Indian labs print (docs/decisions/050-reading-documents.md)', () => {
  it.each(['hospital-boxed', 'chain-flag-column', 'compact-bilingual'])(
    'reads a %s text PDF into the pre-fill, every value sure',
    async (layout) => {
      const report = reportOf(layout);
      if (!report) throw new Error(`no ${layout} report in the corpus`);
      const patient = await signUpPatient(t.app);
      const outcome = await readDocument(t.app, patient, await labReportPdf(report), 'report.pdf');
      expectDraftOf(outcome, report);
      expect(outcome.draft?.results.every((row) => !row.needs_check)).toBe(true);
      expect(outcome.draft?.unmapped).toEqual([]);
    },
  );

  it('reads a 300-dpi image of the hospital lab boxed table by OCR', async () => {
    const report = reportOf('hospital-boxed');
    if (!report) throw new Error('no hospital-boxed report in the corpus');
    const patient = await signUpPatient(t.app);
    const image = await pdfPagePng(await labReportPdf(report), 300);
    expectDraftOf(await readDocument(t.app, patient, image, 'report.png'), report);
  }, 120_000);
});
