// The ceiling for the built-in cookbook's benchmark: Fastify answering a fixed string, nothing else.
import Fastify from 'fastify';

const app = Fastify();
const answer = '## Fixed Recipe\n\n### Ingredients\n\n- 1 egg\n\n### Steps\n\n1. Cook the egg.\n';
app.get('/healthz', async () => ({ status: 'ok' }));
app.post('/api/recipe', async () => answer);
await app.listen({ host: process.env.HOST, port: Number(process.env.PORT) });
