import { Button } from './Button';

/**
 * The submit button a filter form shows only to a browser that runs no scripts: with the page's code a choice
 * applies at once, without it the form is sent with this button.
 */
export function ApplyWithoutCode({ children = 'Show results' }: { children?: string }) {
  return (
    <noscript>
      <Button type="submit" variant="outline" className="w-full">
        {children}
      </Button>
    </noscript>
  );
}
