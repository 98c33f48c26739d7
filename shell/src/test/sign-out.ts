import { http, HttpResponse, server, setScenario } from '@pepper/mocks/node';

/** Answers the next sign-out as the server does (the visitor is then signed out), and reports whether it came. */
export function watchSignOut(): { readonly signedOut: boolean } {
  const seen = { signedOut: false };
  server.use(
    http.post('/api/logout', () => {
      seen.signedOut = true;
      setScenario('signed-out');
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}
