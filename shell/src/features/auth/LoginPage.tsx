import { mutations, queries, urls } from '@pepper/client';
import { planName, returnToOr } from '@pepper/domain/plans';
import {
  Button,
  Card,
  CodeForm,
  Field,
  NeedsConnection,
  RequestProblem,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@pepper/ui';
import { useOnline } from '@pepper/ui/connection';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@pepper/router';
import { EmailCodeForm } from '../../components/EmailCodeForm';
import { AccountEmailField } from './AccountEmailField';
import { recoveryAddress } from './recovery-links';

/** The page to come back to: the one named in the address when it is of this site, else Home. */
function useReturnTo(): string {
  const [params] = useSearchParams();
  return returnToOr(params.get('returnTo'));
}

/** After signing in or up: fresh data everywhere, then back to where the visitor came from. */
function useSignedIn() {
  const returnTo = useReturnTo();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries();
    navigate(returnTo, { replace: true });
  };
}

/** The second step of creating an account: the six-digit code mailed to the address. */
function SignUpCode({
  email,
  message,
  onRestart,
}: {
  email: string;
  message: string;
  onRestart: () => void;
}) {
  const online = useOnline();
  const signedIn = useSignedIn();
  const confirm = useMutation({
    mutationFn: (code: string) => mutations.confirmSignUp({ email, code }),
    onSuccess: signedIn,
  });
  return (
    <EmailCodeForm className="grid gap-3" message={message} confirm={confirm}>
      {(code) => (
        <>
          <Button type="submit" disabled={code.length !== 6 || confirm.isPending || !online}>
            {confirm.isPending ? 'Please wait...' : 'Finish Creating Account'}
          </Button>
          <Button type="button" variant="ghost" onClick={onRestart}>
            Use another email or send a new code
          </Button>
        </>
      )}
    </EmailCodeForm>
  );
}

/** Where a person who cannot remember their password goes: a code by mail, then a new password. */
function ForgotPasswordLink() {
  const returnTo = useReturnTo();
  return (
    <Link
      to={recoveryAddress('/forgot-password', returnTo)}
      className="inline-flex min-h-touch items-center justify-self-start text-sm font-semibold text-chili-800 underline"
    >
      Forgot password?
    </Link>
  );
}

function AuthForm({ mode }: { mode: 'login' | 'register' }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const online = useOnline();
  const signedIn = useSignedIn();
  const [started, setStarted] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: async () => {
      if (mode === 'login') return void (await mutations.login({ email, password }));
      setStarted((await mutations.register({ email, password, ...(name ? { name } : {}) })).message);
    },
    onSuccess: () => (mode === 'login' ? signedIn() : undefined),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit.mutate();
  };
  if (mode === 'register' && started) {
    return (
      <SignUpCode email={email.trim().toLowerCase()} message={started} onRestart={() => setStarted(null)} />
    );
  }
  return (
    <CodeForm onSubmit={onSubmit} className="grid gap-3">
      {mode === 'register' ? (
        <Field
          label="Name (optional)"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      ) : null}
      <AccountEmailField email={email} setEmail={setEmail} />
      <Field
        label="Password"
        hint={mode === 'register' ? 'At least 8 characters.' : undefined}
        type="password"
        required
        minLength={mode === 'register' ? 8 : undefined}
        autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {mode === 'login' ? <ForgotPasswordLink /> : null}
      <RequestProblem request={submit} />
      <Button type="submit" disabled={submit.isPending || !online}>
        {submit.isPending ? 'Please wait...' : mode === 'login' ? 'Sign In' : 'Create Account'}
      </Button>
    </CodeForm>
  );
}

/** Someone already signed in who opens the sign-in screen: who they are, and the way on. */
function AlreadySignedIn({ name, plan }: { name: string; plan: string }) {
  const returnTo = useReturnTo();
  return (
    <Card className="grid gap-3">
      <p role="status" className="text-base text-ink">
        You are signed in as <span className="font-semibold">{name}</span> ({plan}).
      </p>
      <Button asChild>
        <Link to={returnTo}>Continue</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/account">Your account</Link>
      </Button>
    </Card>
  );
}

/** With a sign-in provider configured, the browser goes there and comes back to the same page. */
function ProviderSignIn() {
  const returnTo = useReturnTo();
  return (
    <Button asChild variant="outline" className="mb-4 w-full">
      <a href={urls.signIn(returnTo)}>Continue with your sign-in provider</a>
    </Button>
  );
}

export default function LoginPage() {
  const { pathname } = useLocation();
  const user = useQuery(queries.user());
  const config = useQuery(queries.config());
  // While a sign-in here is finishing (it reads the account, then leaves), the forms stay on screen.
  const finishing = useIsMutating() > 0;
  if (user.data && !finishing) {
    return (
      <div className="pt-6">
        <h1 className="mb-4 text-2xl font-extrabold">Welcome back</h1>
        <AlreadySignedIn name={user.data.name ?? user.data.email} plan={planName(user.data.planType)} />
      </div>
    );
  }
  return (
    <div className="pt-6">
      <h1 className="mb-1 text-2xl font-extrabold">Welcome to Pepper Atlas</h1>
      <p className="mb-4 text-sm text-ink-soft">
        Sign in to keep favorites across devices and unlock premium recipes.
      </p>
      <NeedsConnection className="mb-4">
        Signing in needs a connection. Favorites you add meanwhile are kept and sent when you are back online.
      </NeedsConnection>
      {config.data?.oidc ? <ProviderSignIn /> : null}
      <Card>
        <Tabs defaultValue={pathname === '/signup' ? 'register' : 'login'}>
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
