import { loadOnce, useDeferredMenu } from '@/components/deferred-menu';
import type { OptionsMenuProps } from './options-menu';
import { OptionsButton } from './options-button';

const loadOptionsMenu = loadOnce(() => import('./options-menu').then((module) => module.default));

/** A post's or comment's options: the "…" button at once, its menu's code after the feed's first paint. */
export function Options(props: OptionsMenuProps) {
  const { Menu, state, standIn } = useDeferredMenu(loadOptionsMenu);
  return Menu ? (
    <Menu {...props} {...state} />
  ) : (
    <OptionsButton label={props.label} className={props.className} {...standIn} />
  );
}
