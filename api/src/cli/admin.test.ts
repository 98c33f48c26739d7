import { Client, describeDialects } from '../test/helpers.js';
import { runAdminCommand } from './admin.js';

describeDialects('npm run admin', (app) => {
  it('grants and revokes the administrator role', async () => {
    const client = new Client(app);
    const { email } = await client.register();
    const lines: string[] = [];
    expect(await runAdminCommand(app().db, ['grant', email], (l) => lines.push(l))).toBe(0);
    expect((await client.get('/api/user')).json().isAdmin).toBe(true);
    expect((await client.get('/api/admin/update-pepper-images/status')).statusCode).toBe(200);
    expect(await runAdminCommand(app().db, ['list'], (l) => lines.push(l))).toBe(0);
    expect(lines.at(-1)).toContain(email);
    expect(await runAdminCommand(app().db, ['revoke', email], () => {})).toBe(0);
    expect((await client.get('/api/user')).json().isAdmin).toBe(false);
  });

  it('sets a plan by hand, which the subscription and premium recipes then reflect', async () => {
    const client = new Client(app);
    const { email } = await client.register();
    expect((await client.get('/api/premium/recipes')).statusCode).toBe(403);
    expect(await runAdminCommand(app().db, ['plan', email, 'premium'], () => {})).toBe(0);
    expect((await client.get('/api/subscription')).json().planType).toBe('premium');
    expect((await client.get('/api/premium/recipes')).statusCode).toBe(200);
    expect(await runAdminCommand(app().db, ['plan', email, 'platinum'], () => {})).toBe(2);
    expect(await runAdminCommand(app().db, ['plan', 'ghost@example.com', 'pro'], () => {})).toBe(1);
  });

  it('reports an unknown user and a bad command', async () => {
    expect(await runAdminCommand(app().db, ['grant', 'ghost@example.com'], () => {})).toBe(1);
    expect(await runAdminCommand(app().db, ['promote'], () => {})).toBe(2);
  });
});
