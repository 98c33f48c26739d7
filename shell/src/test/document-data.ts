/** Puts JSON the server would write into the document's head; returns its removal. */
export function putDocumentData(id: string, text: string): () => void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = text;
  document.head.append(script);
  return () => script.remove();
}
