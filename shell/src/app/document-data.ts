/**
 * JSON the server embedded in the document (`<script type="application/json" id=…>`): the remote map, the
 * route's manifest, API answers. Null when the document has none (one served by the service worker) or it cannot
 * be parsed; the caller then fetches from the network.
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
