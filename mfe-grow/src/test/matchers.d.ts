// The DOM matchers the shared vitest setup installs (toBeInTheDocument, toHaveAttribute, ...).
/// <reference types="@testing-library/jest-dom/vitest" />
