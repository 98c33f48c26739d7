import { http, HttpResponse, server } from '@pepper/mocks/node';

/** From now on in this test, GET `path` answers 503 with the API's error body carrying `message`. */
export function answerUnavailable(path: string, message: string) {
  server.use(
    http.get(path, () =>
      HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message }, { status: 503 }),
    ),
  );
}
