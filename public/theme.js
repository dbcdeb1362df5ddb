// First-frame theme, before any module loads; the app's stored setting takes over once read. A file rather
// than an inline script, so the Content-Security-Policy (firebase.json) needs no 'unsafe-inline' for scripts.
/* global localStorage, document */
try {
  if (localStorage.getItem('vyay-theme') === 'light') document.documentElement.dataset.theme = 'light';
} catch {
  // Storage refused (private mode, blocked cookies): the dark default stays.
}
