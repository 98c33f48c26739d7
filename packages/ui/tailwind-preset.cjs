/** One theme for the shell and every remote. Colours are chosen for AA contrast on the page background. */
/** @type {import('tailwindcss').Config} */
module.exports = {
  theme: {
    extend: {
      colors: {
        page: '#fffaf5',
        ink: { DEFAULT: '#1f2328', soft: '#4b5058' },
        chili: {
          50: '#fef2f2',
          100: '#fde3e3',
          600: '#c81e1e',
          700: '#a91717',
          800: '#8a1414',
          900: '#5f0f0f',
        },
        heat: {
          mild: '#166534',
          'mild-bg': '#dcfce7',
          medium: '#854d0e',
          'medium-bg': '#fef3c7',
          hot: '#9a3412',
          'hot-bg': '#ffedd5',
          extreme: '#991b1b',
          'extreme-bg': '#fee2e2',
          veryhot: '#991b1b',
          purple: '#6b21a8',
          'purple-bg': '#f3e8ff',
        },
      },
      maxWidth: { phone: '30rem', toast: '420px' },
      minHeight: { touch: '44px' },
      minWidth: { touch: '44px' },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
  plugins: [],
};
