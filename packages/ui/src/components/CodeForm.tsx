import { createContext, forwardRef, useContext, type FormHTMLAttributes } from 'react';

const SendsThroughCode = createContext(false);

/** Whether the form around is sent by the page's code alone (see CodeForm). */
export const useFormSendsThroughCode = () => useContext(SendsThroughCode);

/**
 * A form that the page's code sends (signing in, a journal entry, a payment): the browser alone could only
 * reload the page with what was typed gone. Its kit submit buttons are disabled and busy until the code has
 * come, so a tap is never silently lost; what is typed before then stays in the fields and counts.
 */
export const CodeForm = forwardRef<HTMLFormElement, FormHTMLAttributes<HTMLFormElement>>(
  function CodeForm(props, ref) {
    return (
      <SendsThroughCode.Provider value={true}>
        <form ref={ref} {...props} />
      </SendsThroughCode.Provider>
    );
  },
);
