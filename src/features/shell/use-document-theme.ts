// Applies the theme to <html> and the browser chrome, so the whole page (and the status bar) follows it.
import { useEffect } from 'react';
import { useIsDarkMode } from '../../store/app-store';

const THEME_COLORS = { dark: '#10151c', light: '#f4f6f8' } as const;

export function useDocumentTheme(): 'dark' | 'light' {
  const theme = useIsDarkMode() ? 'dark' : 'light';
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
  }, [theme]);
  return theme;
}
