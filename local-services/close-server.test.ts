import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { expect, test } from 'vitest';
import { startImageService } from './image-service/image-service.ts';

/** One GET through `agent`, which keeps its connection open afterwards. */
function fetchThrough(agent: Agent, url: string): Promise<number> {
  return new Promise((done, fail) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode ?? 0));
    }).on('error', fail);
  });
}

test('a service stops while a browser holds connections to it, and takes no more requests', async () => {
  const service = await startImageService({ imagesDir: tmpdir(), port: 0 });
  const agent = new Agent({ keepAlive: true });
  const { hostname, port } = new URL(service.url);
  // A connection opened ahead of any request, as a browser preconnects: close() alone waited
  // for the client to hang up, so a bench's open browser kept `npm run bench` from finishing.
  const preconnected = connect(Number(port), hostname);
  try {
    expect(await fetchThrough(agent, `${service.url}nothing-here.jpg`)).toBe(404);
    await service.close();
    await expect(fetchThrough(new Agent(), `${service.url}nothing-here.jpg`)).rejects.toThrow(/ECONNREFUSED/);
  } finally {
    agent.destroy();
    preconnected.destroy();
  }
});
