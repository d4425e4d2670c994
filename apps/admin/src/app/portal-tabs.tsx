import { UsersIcon, type TabItem } from '@phonehub/ui';
import { UsersTab } from '../features/users/components/users-tab';

/** The portal's sections. A later section is one more entry here. */
export const PORTAL_TABS: readonly TabItem[] = [
  {
    value: 'users',
    label: (
      <>
        <UsersIcon size={18} /> Users
      </>
    ),
    content: <UsersTab />,
  },
];
