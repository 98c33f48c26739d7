import { HttpResponse } from 'msw';

/** The API's error answer (Fastify's shape): the status, its name and a message a person can read. */
export const apiError = (statusCode: number, message: string, error = 'Error') =>
  HttpResponse.json({ statusCode, error, message }, { status: statusCode });
