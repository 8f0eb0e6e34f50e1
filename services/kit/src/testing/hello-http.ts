// The baseline: a bare node:http server answering a small JSON body, nothing else.
import http from 'node:http';

const body = JSON.stringify({ hello: 'world' });
http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  })
  .listen(Number(process.env.PORT));
