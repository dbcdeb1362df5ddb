// Inline icons: a few paths are cheaper than an icon font and need no network.
import type { SVGProps } from 'react';

function Icon({ d, ...props }: SVGProps<SVGSVGElement> & { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

export const MenuIcon = () => <Icon d="M4 6h16M4 12h16M4 18h16" />;
export const PlusIcon = () => <Icon d="M12 5v14M5 12h14" />;
export const SwapIcon = () => <Icon d="M7 7h13l-4-4M17 17H4l4 4" />;
/** Two arrows going round: an item that adds itself (always shown with words beside it). */
export const RepeatIcon = () => (
  <Icon d="M17 2l4 4-4 4M3 11V9a4 4 0 0 1 4-4h14M7 22l-4-4 4-4M21 13v2a4 4 0 0 1-4 4H3" />
);
