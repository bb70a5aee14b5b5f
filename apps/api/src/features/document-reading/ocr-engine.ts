import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ReadLine } from '@sehat/shared';
import type { Worker } from 'tesseract.js';

/**
 * OCR with tesseract.js and the English and Hindi language data of the npm packages
 * `@tesseract.js-data/eng` and `@tesseract.js-data/hin` (docs/decisions/050-reading-documents.md): read
 * from node_modules, never downloaded, never cached on disk (`cacheMethod: 'none'`). Each reader is a
 * tesseract.js worker thread, so recognising a page does not block the event loop.
 */

const require = createRequire(import.meta.url);
const modelsOf = (packageJson: string) => path.join(path.dirname(packageJson), '4.0.0_best_int');

/** The LSTM model files, `<dir>/<lang>.traineddata.gz`, as shipped in the packages. */
const LANGUAGE_DATA = {
  eng: modelsOf(require.resolve('@tesseract.js-data/eng/package.json')),
  hin: modelsOf(require.resolve('@tesseract.js-data/hin/package.json')),
} as const;

let tesseract: Promise<typeof import('tesseract.js')> | undefined;

async function createReader(): Promise<Worker> {
  // Imported with the first reader, not at start: a server that reads no document never loads it.
  tesseract ??= import('tesseract.js');
  const { createWorker, OEM } = await tesseract;
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANGUAGE_DATA.eng,
    gzip: true,
    cacheMethod: 'none',
    logger: () => undefined,
    // Failures reach the caller through the rejected promise; without a handler the worker would throw them.
    errorHandler: () => undefined,
  });
  // tesseract.js 7 cannot initialise a language given as bytes (its `initialize` joins `data`, not `code`):
  // ask for Hindi once so the worker counts it as loaded (that load fails, `langPath` holds English only),
  // then put the Hindi model into the worker's in-memory file system and initialise both.
  await worker.reinitialize('hin').catch(() => undefined);
  await worker.FS('writeFile', [
    'hin.traineddata',
    gunzipSync(readFileSync(path.join(LANGUAGE_DATA.hin, 'hin.traineddata.gz'))),
  ]);
  await worker.reinitialize('eng+hin');
  return worker;
}

/** One word of a recognised line. */
interface OcrWord {
  text: string;
  confidence: number;
}

/**
 * A recognised line as the parser wants it: its words joined, and the lowest confidence of its words that
 * carry digits (the values; a name's words may be Hindi or odd and still map), else of all its words.
 */
export function lineOf(words: readonly OcrWord[]): ReadLine {
  const numeric = words.filter((word) => /\d/.test(word.text));
  const scored = numeric.length > 0 ? numeric : words;
  return {
    text: words.map((word) => word.text).join(' '),
    confidence: scored.reduce((low, word) => Math.min(low, word.confidence), 100),
  };
}

/** TSV columns (Tesseract's `tsv` output): level … line_num, word_num, left, top, width, height, conf, text. */
const TSV_WORD_LEVEL = '5';

/**
 * The words of Tesseract's TSV output grouped into its lines, in reading order: a row of level 5 is a word
 * (its line keyed by page, block, paragraph and line number), with its confidence (0–100) and text.
 */
export function linesOfTsv(tsv: string): OcrWord[][] {
  const lines = new Map<string, OcrWord[]>();
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells[0] !== TSV_WORD_LEVEL || cells.length < 12) continue;
    const text = cells.slice(11).join('\t');
    if (text.trim() === '') continue;
    const key = cells.slice(1, 5).join(':');
    const words = lines.get(key) ?? [];
    words.push({ text, confidence: Number(cells[10]) });
    lines.set(key, words);
  }
  return [...lines.values()];
}

/**
 * A pool of OCR readers, at most `size` at once; readers are made when first needed, kept between reads and
 * ended once idle for `idleMs`: a reader with the English and Hindi models holds about 60 MB (the next read
 * makes a new one in a second or two).
 */
export interface OcrPool {
  /** Recognises one page image (PNG bytes) into lines; rejects after `timeoutMs` (the reader is then discarded). */
  recognise(image: Buffer, timeoutMs: number): Promise<ReadLine[]>;
  /** How many readers are alive (busy or idle). */
  readers(): number;
  /** Ends every reader (on server close). */
  close(): Promise<void>;
}

/** How long an idle reader is kept for the next read before it is ended. */
const READER_IDLE_MS = 2 * 60_000;

/** Thrown when a page took longer than its limit. */
export class PageTimeoutError extends Error {
  constructor() {
    super('page read timed out');
    this.name = 'PageTimeoutError';
  }
}

export function createOcrPool(size: number, { idleMs = READER_IDLE_MS }: { idleMs?: number } = {}): OcrPool {
  const idle: Worker[] = [];
  const waiting: (() => void)[] = [];
  const idleTimers = new Map<Worker, NodeJS.Timeout>();
  let live = 0;

  /** Ends `worker` after `idleMs` unless a read takes it first; the timer keeps no process alive. */
  function endWhenIdle(worker: Worker): void {
    const timer = setTimeout(() => {
      idleTimers.delete(worker);
      const index = idle.indexOf(worker);
      if (index < 0) return;
      idle.splice(index, 1);
      live -= 1;
      void worker.terminate().catch(() => undefined);
    }, idleMs);
    timer.unref();
    idleTimers.set(worker, timer);
  }

  async function acquire(): Promise<Worker> {
    for (;;) {
      const ready = idle.pop();
      if (ready) {
        clearTimeout(idleTimers.get(ready));
        idleTimers.delete(ready);
        return ready;
      }
      if (live < size) {
        live += 1;
        try {
          return await createReader();
        } catch (error) {
          live -= 1;
          throw error;
        }
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  }

  function release(worker: Worker | null): void {
    if (worker) {
      idle.push(worker);
      endWhenIdle(worker);
    } else live -= 1;
    waiting.shift()?.();
  }

  return {
    async recognise(image, timeoutMs) {
      const worker = await acquire();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new PageTimeoutError()), timeoutMs);
      });
      try {
        // TSV, not blocks: the reader's answer crosses to this thread as one string instead of a tree of
        // every word and symbol, whose copy held other patients' requests up (bench:extract's latency).
        const result = await Promise.race([
          worker.recognize(image, {}, { tsv: true, blocks: false, text: false }),
          timeout,
        ]);
        release(worker);
        return linesOfTsv(result.data.tsv ?? '')
          .map(lineOf)
          .filter((line) => line.text.trim() !== '');
      } catch (error) {
        // A reader that timed out or failed may still be busy: end it; the next read makes a new one.
        await worker.terminate().catch(() => undefined);
        release(null);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    readers: () => live,
    async close() {
      for (const timer of idleTimers.values()) clearTimeout(timer);
      idleTimers.clear();
      const workers = idle.splice(0);
      live -= workers.length;
      await Promise.all(workers.map((worker) => worker.terminate().catch(() => undefined)));
    },
  };
}
