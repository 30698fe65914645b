import { solveProofOfWork } from './pow';

/**
 * Solves the proof of work in a Web Worker; where a worker cannot start (old
 * browsers, a strict CSP) it runs on the main thread instead, slower but correct.
 */
export function solveInWorker(challenge: string, difficulty: number): Promise<string> {
  if (typeof Worker === 'undefined') return solveProofOfWork(challenge, difficulty);
  return new Promise<string>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      solveProofOfWork(challenge, difficulty).then(resolve, reject);
      return;
    }
    worker.addEventListener('message', (event: MessageEvent<{ nonce?: string; error?: string }>) => {
      worker.terminate();
      if (event.data.nonce !== undefined) resolve(event.data.nonce);
      else reject(new Error(event.data.error ?? 'proof of work failed'));
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      solveProofOfWork(challenge, difficulty).then(resolve, reject);
    });
    worker.postMessage({ challenge, difficulty }, { transfer: [] });
  });
}
