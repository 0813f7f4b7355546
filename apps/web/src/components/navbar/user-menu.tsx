import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { User } from '../../lib/auth.tsx';
import { AccountButton } from './account-button.tsx';
import { menuSections } from './nav-links.ts';
import { useLogout } from './use-logout.ts';

/** The signed-in user's menu (desktop). */
export default function UserMenu({ user }: { user: User }) {
  const onLogout = useLogout();
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <AccountButton user={user} />
      </Menu.Target>
      <Menu.Dropdown mah="80vh" style={{ overflowY: 'auto' }}>
        {menuSections(user.role).map((section, i) => [
          i > 0 && <Menu.Divider key={`${section.title}-divider`} />,
          <Menu.Label key={section.title}>{section.title}</Menu.Label>,
          ...section.links.map((l) => (
            <Menu.Item key={l.to} component={Link} to={l.to}>
              {l.label}
            </Menu.Item>
          )),
        ])}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void onLogout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
