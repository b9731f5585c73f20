/** The indexing worker's entry (./prepare.ts): prepares one translation per message, in order. */
import { parentPort } from 'node:worker_threads';
import { prepareTranslation, type TranslationText } from './chunk';

parentPort!.on('message', (m: { id: number; text: TranslationText }) => {
  try {
    parentPort!.postMessage({ id: m.id, chunks: prepareTranslation(m.text) });
  } catch (err) {
    parentPort!.postMessage({ id: m.id, error: (err as Error).message });
  }
});
