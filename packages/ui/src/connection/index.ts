// Import as '@pepper/ui/connection' everywhere (never by relative path): Module Federation then gives every
// remote the shell's single instance.
export { isOnline, setServerReachable, subscribeConnection, useOnline } from './connection-store';
