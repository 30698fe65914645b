import { solveProofOfWork } from './pow';

/** Solves one puzzle off the main thread, so the form's pending state keeps animating. */
self.addEventListener('message', (event: MessageEvent<{ challenge: string; difficulty: number }>) => {
  // A worker answers its own page: there is no origin to name, only the (empty) transfer list.
  solveProofOfWork(event.data.challenge, event.data.difficulty).then(
    (nonce) => self.postMessage({ nonce }, { transfer: [] }),
    (error: unknown) => self.postMessage({ error: String(error) }, { transfer: [] }),
  );
});
