/**
 * A local stand-in for the OpenAI API (chat completions only), for the real openai SDK pointed at it with
 * baseURL. Each test sets how it answers: a model message, a raw HTTP answer, or no answer at all (hang).
 * GET /health answers 200 (for process supervisors).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeAnswer =
  { content: string; refusal?: string | null } | { status: number; body: unknown } | 'hang';

export interface FakeOpenAi {
  baseUrl: string;
  /** Request bodies received, in order. */
  requests: Record<string, unknown>[];
  answer: (body: Record<string, unknown>) => FakeAnswer | Promise<FakeAnswer>;
  close(): Promise<void>;
}

export async function startFakeOpenAi(port = 0): Promise<FakeOpenAi> {
  const fake = {
    requests: [] as Record<string, unknown>[],
    answer: (() => ({ content: '{}' })) as FakeOpenAi['answer'],
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', async () => {
      if (req.method === 'GET' && req.url === '/health') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      fake.requests.push(body);
      const answer = await fake.answer(body);
      if (answer === 'hang') return; // never answers: the SDK's timeout has to end it
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              logprobs: null,
              message: { role: 'assistant', content: answer.content, refusal: answer.refusal ?? null },
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
