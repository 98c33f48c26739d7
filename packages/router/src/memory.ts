// A router held in memory: the server renders one address with it, and tests render pages in it. Browsers use
// BrowserRouter. It is kept apart from the shared index, whose every export ships in the code each page opens
// with.
export { MemoryRouter } from 'react-router';
