import { mutations } from '@pepper/client';
import { endpoints } from '@pepper/contract/endpoint-paths';
import { useSearchParams } from '@pepper/router';
import {
  DEFAULT_SUGGESTION_CATEGORY,
  prepareSuggestion,
  SUGGESTION_CATEGORIES,
  SUGGESTION_MAX_LENGTH,
} from '@pepper/domain/feedback';
import { Button, Card, CardTitle, Field, SelectField, TextAreaField } from '@pepper/ui';
import { toast } from '@pepper/ui/toast';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The suggestion form with its validation and toasts. It is a form posted to the API, so it works before and
 * without the page's code: the server stores the suggestion and sends the browser back here with
 * `?suggestion=sent`, which the form thanks for.
 */
export function SuggestionForm() {
  const [params] = useSearchParams();
  const sentWithoutCode = params.get('suggestion') === 'sent';
  const [content, setContent] = useState('');
  const [category, setCategory] = useState<string>(DEFAULT_SUGGESTION_CATEGORY);
  const [email, setEmail] = useState('');
  const submit = useMutation({
    mutationFn: mutations.submitSuggestion,
    onSuccess: ({ queued }) => {
      setContent('');
      setCategory(DEFAULT_SUGGESTION_CATEGORY);
      setEmail('');
      // Kept offline: the offline support says so, and thanks are due once it is sent.
      if (queued) return;
      toast({
        title: 'Thank you!',
        description: 'Your suggestion has been submitted successfully. We appreciate your feedback!',
      });
    },
    onError: (error) => {
      console.error('Suggestion failed', error);
      toast({
        title: 'Error',
        description: 'Failed to submit suggestion. Please try again.',
        variant: 'destructive',
      });
    },
  });

  return (
    <Card>
      <CardTitle>Suggest something</CardTitle>
      <p className="mb-3 text-sm text-ink-soft">
        A pepper we are missing, a recipe idea, a feature: tell us.
      </p>
      {sentWithoutCode ? (
        <p role="status" className="mb-3 rounded-xl bg-green-50 p-3 text-sm font-semibold text-green-900">
          Thank you! Your suggestion has been submitted successfully.
        </p>
      ) : null}
      <form
        method="post"
        action={endpoints.suggestionForm.path}
        noValidate
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          const prepared = prepareSuggestion({ content, category, userEmail: email });
          if (!prepared.ok) {
            toast({
              title: 'Required',
              description: 'Please enter a suggestion before submitting.',
              variant: 'destructive',
            });
            return;
          }
          submit.mutate(prepared.payload as Parameters<typeof mutations.submitSuggestion>[0]);
        }}
      >
        <input type="hidden" name="returnTo" value="/" />
        <SelectField
          label="Category"
          name="category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          options={SUGGESTION_CATEGORIES.map((c) => ({ value: c.value, label: c.label }))}
        />
        <TextAreaField
          label="Your suggestion"
          name="content"
          rows={3}
          maxLength={SUGGESTION_MAX_LENGTH}
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
        <Field
          label="Email (optional)"
          name="userEmail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Suggestion'}
        </Button>
      </form>
    </Card>
  );
}
