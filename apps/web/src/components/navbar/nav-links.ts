import { hasRole, type Role } from '@jaunt/contract/roles';

export interface NavLinkItem {
  label: string;
  to: string;
  /** Lowest role that sees the link. */
  role: Role;
}

/** Links every signed-in user sees in the user menu. */
export const ACCOUNT_LINKS: NavLinkItem[] = [
  { label: 'My Purchases', to: '/order', role: 'partner-staff' },
  { label: 'My Reviews', to: '/reviews/mine', role: 'partner-staff' },
  { label: 'My Lists', to: '/favorites', role: 'partner-staff' },
  { label: 'Change password', to: '/settings', role: 'partner-staff' },
];

/** Back-office links for staff (editors see the screens they may use). */
export const STAFF_LINKS: NavLinkItem[] = [
  { label: 'Analytics', to: '/analytics', role: 'editor' },
  { label: 'Manage Orders', to: '/manage-orders', role: 'admin' },
  { label: 'Products', to: '/product', role: 'editor' },
  { label: 'Manage Reviews', to: '/reviews/manage', role: 'admin' },
  { label: 'Categories', to: '/category', role: 'admin' },
  { label: 'Features', to: '/feature', role: 'admin' },
  { label: 'Featured Pages', to: '/featured/manage', role: 'admin' },
  { label: 'Business Management', to: '/business-management', role: 'admin' },
  { label: 'Gamification', to: '/gamification', role: 'admin' },
  { label: 'Customers', to: '/customer', role: 'admin' },
  { label: 'Importer', to: '/importer', role: 'admin' },
  { label: 'Tripadvisor', to: '/tripadvisor', role: 'editor' },
  { label: 'Partner Portal', to: '/partner-portal', role: 'admin' },
  { label: 'Customer Purchases', to: '/partner-portal/customer-purchases', role: 'admin' },
  { label: 'Outbox', to: '/admin/outbox', role: 'admin' },
];

/** Every back-office screen, for the staff side navigation (menu links first). */
export const BACK_OFFICE_LINKS: NavLinkItem[] = [
  ...STAFF_LINKS,
  { label: 'Inventory', to: '/inventory', role: 'editor' },
  { label: 'Countries', to: '/country', role: 'admin' },
  { label: 'Coupons', to: '/coupon', role: 'admin' },
  { label: 'Brands', to: '/brand', role: 'admin' },
  { label: 'Shipping', to: '/shipping', role: 'admin' },
  { label: 'Payment Methods', to: '/paymentMethod', role: 'admin' },
  { label: 'Audit Log', to: '/admin/audit', role: 'admin' },
];

/** The staff links a role sees. */
export const staffLinksFor = (role: string, links: NavLinkItem[] = STAFF_LINKS) =>
  links.filter((l) => hasRole(role, l.role));

const PARTNER_ROLES = new Set(['partner', 'partner-staff', 'partner-employee']);

export const isPartnerRole = (role: string) => PARTNER_ROLES.has(role);

/** The menu sections a user sees: their account, the partner portal, and staff screens. */
export function menuSections(role: string): { title: string; links: NavLinkItem[] }[] {
  const allowed = (l: NavLinkItem) => hasRole(role, l.role);
  const sections = [{ title: 'Account', links: ACCOUNT_LINKS.filter(allowed) }];
  if (isPartnerRole(role)) {
    sections.push({
      title: 'Partner',
      links: [{ label: 'Partner Portal', to: '/partner-portal', role: 'partner-staff' }],
    });
  }
  if (hasRole(role, 'editor')) sections.push({ title: 'Staff', links: staffLinksFor(role) });
  return sections;
}
