// The floor for the server-overhead benchmark: Node's own HTTP server and client relaying the
// model's stream as our events, nothing else (no framework, hooks, limits, checks or log). What
// our server spends per chunk beyond this is ours; what this spends is Node's and the kernel's.
import { Agent, createServer, request } from 'node:http';

const upstream = new URL('/v1/chat/completions', process.env.HF_ENDPOINT_URL);
const agent = new Agent({ keepAlive: true, maxFreeSockets: Infinity });
const event = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`;

const server = createServer((visitor, response) => {
  if (visitor.url === '/healthz') {
    response.end('{"status":"ok"}');
    return;
  }
  visitor.resume();
  const modelCall = request(upstream, { method: 'POST', agent }, (model) => {
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    response.write(event({ type: 'start', source: 'huggingface', fallback: false }));
    let pending = '';
    model.setEncoding('utf8');
    model.on('data', (text: string) => {
      pending += text;
      let end = pending.indexOf('\n\n');
      while (end !== -1) {
        const data = pending.slice(6, end);
        pending = pending.slice(end + 2);
        end = pending.indexOf('\n\n');
        if (data === '[DONE]') continue;
        const delta = (JSON.parse(data) as { choices: [{ delta: { content?: string } }] })
          .choices[0].delta.content;
        if (delta) response.write(event({ type: 'text-delta', text: delta }));
      }
    });
    model.on('end', () => response.end(event({ type: 'end' })));
  });
  modelCall.end(
    JSON.stringify({ model: 'bench', messages: [{ role: 'user', content: 'eggs' }], stream: true }),
  );
});
server.listen(Number(process.env.PORT), process.env.HOST);
