// Tailwind 4 runs as a PostCSS plugin; its theme and sources are configured in app/globals.css.
const config = {
  plugins: {
    "@tailwindcss/postcss": {},
  },
};

export default config;
