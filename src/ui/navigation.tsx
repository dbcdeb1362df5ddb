// Links and moves for the screens that also draw before the router has loaded: the signed-in frame and
// home, which a cold start paints first (main.tsx, issue 34 part 4). Under the router they are TanStack
// Router's own (routed-app.tsx provides them); before it, a link is a plain <a href> whose click waits for
// the router, a few frames away, and then makes the same move, so no tap is lost.
import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { FileRoutesByTo } from '../routeTree.gen';

/** Every path the app's routes answer, as links write it (`$id` for a parameter). */
export type RoutePath = keyof FileRoutesByTo;

export interface Target {
  to: RoutePath;
  params?: Record<string, string>;
  search?: Record<string, unknown>;
}

export type LinkProps = Target &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
    children: ReactNode;
    /** Marked `aria-current="page"` while its path is the one on screen (the menu's links). */
    markCurrent?: boolean;
  };

export interface Navigation {
  Link: ComponentType<LinkProps>;
  navigate: (target: Target) => Promise<void>;
  /** Fetches a screen's code before it is opened. */
  preload: (target: Target) => Promise<void>;
  /** A hook: the path on screen. The tree is remounted when the router takes over, so it never changes kind. */
  usePathname: () => string;
}

const NavigationContext = createContext<Navigation | null>(null);

export const NavigationProvider = NavigationContext.Provider;

function useNavigationPort(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('A link was drawn outside the app (no navigation is provided)');
  return navigation;
}

export function Link(props: LinkProps) {
  const { Link: Drawn } = useNavigationPort();
  return <Drawn {...props} />;
}

export function useNavigation(): Pick<Navigation, 'navigate' | 'preload'> {
  return useNavigationPort();
}

export function usePathname(): string {
  return useNavigationPort().usePathname();
}

/** A target's address: its parameters put in, its search appended as the router writes it (JSON values). */
export function hrefOf({ to, params = {}, search }: Target): string {
  const path = to
    .replace(/\{-\$(\w+)\}/g, (_, name: string) => (params[name] ? encodeURIComponent(params[name]) : ''))
    .replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1');
  const query = Object.entries(search ?? {})
    .filter(([, value]) => value !== undefined)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
    )
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
  );
}

/**
 * Navigation before the router: `routed` loads the router (once) and gives its navigation. A tap on a
 * link starts that load if it has not started yet, so the move comes as soon as the router can make it.
 * A move to the address already on screen does nothing: the first home is that screen, and the router must
 * not load a screen while it draws none (its load would wait for a render that never comes, and the next
 * move with it).
 */
export function earlyNavigation(
  routed: () => Promise<Navigation>,
  here: () => string = () => window.location.pathname + window.location.search,
): Navigation {
  const navigate = (target: Target) =>
    hrefOf(target) === here() ? Promise.resolve() : routed().then((router) => router.navigate(target));
  function EarlyLink({ to, params, search, markCurrent, onClick, children, ...rest }: LinkProps) {
    const target: Target = { to, params, search };
    const href = hrefOf(target);
    const current = markCurrent && href === window.location.pathname ? 'page' : undefined;
    return (
      <a
        {...rest}
        href={href}
        aria-current={current}
        onClick={(event) => {
          onClick?.(event);
          if (browserHandles(event)) return;
          event.preventDefault();
          void navigate(target).catch((error: unknown) => console.error('Opening', href, 'failed', error));
        }}
      >
        {children}
      </a>
    );
  }
  return {
    Link: EarlyLink,
    navigate,
    preload: (target) => routed().then((router) => router.preload(target)),
    usePathname: () => window.location.pathname,
  };
}
