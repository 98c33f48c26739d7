export const clamp = (n: number) => Math.max(0, n);
