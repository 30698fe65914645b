import { createServer, type Server } from 'node:net';

/**
 * A minimal SMTP server (RFC 5321: greeting, EHLO, MAIL, RCPT, DATA, QUIT) that
 * keeps what it receives: the real protocol at the other end of the dispatcher.
 */
export function smtpSink() {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server: Server = createServer((socket) => {
    let from = '';
    let to: string[] = [];
    let data: string | null = null;
    let buffer = '';
    socket.write('220 sink ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push({ from, to, data });
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'MAIL') {
          from = line;
          to = [];
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          to.push(line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, messages };
}
