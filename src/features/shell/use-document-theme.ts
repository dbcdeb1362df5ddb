// Applies the theme to <html> and the browser chrome, so the whole page (and the status bar) follows it.
import { useEffect } from 'react';
import { useAppStateHydrated, useIsDarkMode } from '../../store/app-store';

const THEME_COLORS = { dark: '#10151c', light: '#f4f6f8' } as const;

export function useDocumentTheme(): 'dark' | 'light' {
  const hydrated = useAppStateHydrated();
  const stored = useIsDarkMode() ? 'dark' : 'light';
  // Until `root` is read, keep whatever the page started with rather than flash the default.
  const theme = hydrated ? stored : document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
  useEffect(() => {
    if (!hydrated) return;
    document.documentElement.dataset.theme = theme;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
  }, [hydrated, theme]);
  return theme;
}
