import { Avatar, Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { User } from '../../lib/auth.tsx';
import { menuSections } from './nav-links.ts';
import { useLogout } from './use-logout.ts';

export const displayName = (user: User) => user.firstName || user.name || user.email;

/** The signed-in user's menu (desktop). */
export function UserMenu({ user }: { user: User }) {
  const onLogout = useLogout();
  const name = displayName(user);
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<Avatar size={26} color="teal" name={name} />}
          aria-label={`Account menu for ${name}`}
        >
          {name}
        </Button>
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
