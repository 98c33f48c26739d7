/** OpenAPI generated from the contract's route schemas, browsable at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async function docsPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Pepper Atlas API',
          version: '1.0.0',
          description: 'Every call of the Pepper Atlas app.',
        },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'pepper.sid' } } },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs', dependencies: ['config'] },
);
