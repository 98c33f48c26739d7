/**
 * Lets the bundler drop the parts of React Router's production build the app never uses. That build makes its
 * components with unmarked module-level `React.forwardRef(…)`, `React.memo(…)` and `React.createContext(…)` calls
 * and then sets each one's `displayName` (a name for developer tools only), so a minifier must keep every one of
 * them (its Form, with the form-submission code behind it) and all they refer to. The calls are marked pure and
 * the names left out: what the app does not import is dropped.
 */
module.exports = function pureCallsLoader(source) {
  return source
    .replace(/(?<![\w$.])(React\d*\.(?:forwardRef|memo|createContext)\()/g, '/* @__PURE__ */ $1')
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
};
