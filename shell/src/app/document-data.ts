/**
 * What the server wrote into the document as JSON (`<script type="application/json" id=…>`): the remote map,
 * the route's manifest, answers it knew. Null when the document carries none or it cannot be read (a document
 * from the service worker carries none); the caller then asks the network.
 */
export function documentData<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
