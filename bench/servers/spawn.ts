import { fork, type ChildProcess } from 'node:child_process';

/** Starts a bench server in its own process (its own event loop, as in production) and waits for its address. */
export function spawnServer<T = { url: string }>(entry: string, args: string[] = []): Promise<{ info: T; stop(): Promise<void> }> {
  const child: ChildProcess = fork(entry, args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (info) =>
      resolve({
        info: info as T,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      }),
    );
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}`)));
  });
}
