import { mutations } from '@pepper/client';
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

/** The suggestion form with its validation and toasts. */
export function SuggestionForm() {
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
      <form
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
        <SelectField
          label="Category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          options={SUGGESTION_CATEGORIES.map((c) => ({ value: c.value, label: c.label }))}
        />
        <TextAreaField
          label="Your suggestion"
          rows={3}
          maxLength={SUGGESTION_MAX_LENGTH}
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
        <Field
          label="Email (optional)"
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
