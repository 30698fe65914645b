/** The baseline: a bare node:http handler that parses the JSON body and answers JSON. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const answer = JSON.stringify({ data: { __typename: 'Query' } });
const server = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk));
  request.on('end', () => {
    JSON.parse(text);
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(answer) });
    response.end(answer);
  });
});
server.listen(0, '127.0.0.1', () => process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql` }));
