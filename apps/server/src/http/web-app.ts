import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from './errors.ts';
import { API_PATH } from './server-setup.ts';

/** In production the built single-page app is served from the same origin; unknown pages get index.html. */
export async function serveWebApp(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The .br and .gz copies apps/web/scripts/precompress.mjs wrote beside each file.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite names every file under assets/ by its content hash: a new build means new names.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (hasBuild && request.method === 'GET' && !API_PATH.test(request.url)) {
      return reply.type('text/html').sendFile('index.html', { maxAge: 0 });
    }
    return reply.code(404).send({ message: MESSAGES.notFound });
  });
}
