import { buttonClass, ChevronDownIcon, UserIcon } from '@phonehub/ui';

export const USER_MENU_TRIGGER_CLASS = buttonClass({
  variant: 'outline',
  size: 'sm',
  className: 'user-menu__trigger',
});

/** What the user menu's button shows; also drawn while the menu itself (Radix) is loading. */
export function UserMenuLabel({ firstName }: { firstName: string }) {
  return (
    <>
      <UserIcon size={18} />
      <span className="user-menu__name">{firstName || 'Account'}</span>
      <ChevronDownIcon size={16} />
    </>
  );
}
