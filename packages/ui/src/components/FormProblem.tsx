/** What stops a form from being sent, read out as soon as it shows; nothing while there is no problem. */
export function FormProblem({ children }: { children: string | null | undefined }) {
  return children ? (
    <p role="alert" className="text-sm font-semibold text-red-800">
      {children}
    </p>
  ) : null;
}
