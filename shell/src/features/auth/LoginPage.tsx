import { HttpError, mutations } from '@pepper/client';
import { Button, Card, Tabs, TabsContent, TabsList, TabsTrigger } from '@pepper/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@pepper/router';

/** Only same-site paths may be returned to after signing in. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/premium';
}

function AuthForm({ mode }: { mode: 'login' | 'register' }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: () =>
      mode === 'login' ? mutations.login({ email, password }) : mutations.register({ email, password, ...(name ? { name } : {}) }),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      navigate(safeNext(params.get('returnTo')));
    },
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit.mutate();
  };
  const id = (field: string) => `${mode}-${field}`;
  return (
    <form onSubmit={onSubmit} className="grid gap-3">
      {mode === 'register' ? (
        <div className="grid gap-1">
          <label htmlFor={id('name')} className="text-sm font-semibold">
            Name (optional)
          </label>
          <input id={id('name')} autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} className="min-h-touch rounded-xl border border-stone-300 px-3 text-base" />
        </div>
      ) : null}
      <div className="grid gap-1">
        <label htmlFor={id('email')} className="text-sm font-semibold">
          Email
        </label>
        <input id={id('email')} type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} className="min-h-touch rounded-xl border border-stone-300 px-3 text-base" />
      </div>
      <div className="grid gap-1">
        <label htmlFor={id('password')} className="text-sm font-semibold">
          Password
        </label>
        <input
          id={id('password')}
          type="password"
          required
          minLength={mode === 'register' ? 8 : undefined}
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className="min-h-touch rounded-xl border border-stone-300 px-3 text-base"
        />
        {mode === 'register' ? <p className="text-xs text-ink-soft">At least 8 characters.</p> : null}
      </div>
      {submit.isError ? (
        <p role="alert" className="text-sm font-semibold text-chili-800">
          {submit.error instanceof HttpError ? submit.error.serverMessage : 'Something went wrong. Please try again.'}
        </p>
      ) : null}
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Please wait...' : mode === 'login' ? 'Sign In' : 'Create Account'}
      </Button>
    </form>
  );
}

export default function LoginPage() {
  return (
    <div className="pt-6">
      <h1 className="mb-1 text-2xl font-extrabold">Welcome to Pepper Atlas</h1>
      <p className="mb-4 text-sm text-ink-soft">Sign in to keep favorites across devices and unlock premium recipes.</p>
      <Card>
        <Tabs defaultValue="login">
          <TabsList>
            <TabsTrigger value="login">Sign In</TabsTrigger>
            <TabsTrigger value="register">Create Account</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <AuthForm mode="login" />
          </TabsContent>
          <TabsContent value="register">
            <AuthForm mode="register" />
          </TabsContent>
        </Tabs>
      </Card>
    </div>
  );
}
