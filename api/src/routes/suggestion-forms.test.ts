import { endpoints } from '@pepper/contract';
import { Client, describeDialects } from '../test/helpers.js';

/** Posts Home's suggestion form as a browser does. */
const postForm = (client: Client, fields: Record<string, string>) =>
  client.postForm(endpoints.suggestionForm.path, fields);

describeDialects('Home’s suggestion form', (app) => {
  it('stores the suggestion trimmed and sends the browser back to the page, saying it was sent', async () => {
    const res = await postForm(new Client(app), {
      category: 'pepper',
      content: '  More superhots  ',
      userEmail: '',
      returnTo: '/',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?suggestion=sent');
    const row = await app().db('suggestions').orderBy('id', 'desc').first();
    expect(row).toMatchObject({ content: 'More superhots', category: 'pepper', user_email: null });
  });

  it('keeps a visitor’s own address', async () => {
    await postForm(new Client(app), {
      category: 'improvement',
      content: 'Dark mode',
      userEmail: 'fan@example.com',
      returnTo: '/',
    });
    expect((await app().db('suggestions').orderBy('id', 'desc').first()).user_email).toBe('fan@example.com');
  });

  it('answers a blank suggestion, a bad address or a foreign return path with a 400 that stores nothing', async () => {
    const before = (await app().db('suggestions').count({ n: '*' }))[0].n;
    const client = new Client(app);
    const bad: Record<string, string>[] = [
      { category: 'pepper', content: '   ', returnTo: '/' },
      { category: 'pepper', content: 'Hi', userEmail: 'not an address', returnTo: '/' },
      { category: 'pepper', content: 'Hi', returnTo: 'https://evil.example/' },
      { category: 'nonsense', content: 'Hi', returnTo: '/' },
    ];
    for (const fields of bad) expect((await postForm(client, fields)).statusCode).toBe(400);
    expect((await app().db('suggestions').count({ n: '*' }))[0].n).toBe(before);
  });
});
