'use client';
import { Anchor, AppShell, Burger, Button, Container, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useMemo, type ReactNode } from 'react';
import { navFor, ROLE_NAMES } from '@/lib/admin/roles';
import { useMe, useSignOut } from '@/lib/admin/session';
import { AdminSiteContext, type AdminSite } from '@/lib/admin/site-context';
import { siteAddress, useSite } from '@/lib/admin/sites';
import { SignIn } from './sign-in';
import { ErrorState, Loading } from './states';

export function SiteShell({ uid, children }: { uid: string; children: ReactNode }) {
  const me = useMe(uid);
  const site = useSite(uid);
  const signOut = useSignOut();
  const pathname = usePathname();
  const router = useRouter();
  const [navOpen, { toggle, close }] = useDisclosure(false);
  // From the sm breakpoint up the navigation can be folded away for room (the editor); remembered per browser.
  const [navHidden, setNavHidden] = useLocalStorage({ key: 'admin.nav.hidden', defaultValue: false });
  const adminSite = useMemo<AdminSite | null>(
    () => (site.data && me.data ? { uid, name: site.data.name, host: site.data.host, origin: site.data.origin, address: siteAddress(site.data.origin), role: me.data.role } : null),
    [uid, site.data, me.data],
  );
  if (me.isPending) return <Loading />;
  if (me.isError)
    return (
      <Container py="xl">
        <ErrorState error={me.error} onRetry={() => me.refetch()} />
      </Container>
    );
  if (!me.data)
    return (
      <Container py="xl">
        <SignIn />
      </Container>
    );
  if (site.isPending) return <Loading label="Loading the site…" />;
  if (site.isError || !adminSite)
    return (
      <Container py="xl">
        <ErrorState error={site.error} onRetry={() => site.refetch()} />
      </Container>
    );
  const base = `/admin/sites/${uid}`;
  return (
    <AdminSiteContext.Provider value={adminSite}>
      <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !navOpen, desktop: navHidden } }} padding="md">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Burger opened={navOpen} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={navOpen ? 'Close navigation' : 'Open navigation'} />
              <Burger
                opened={!navHidden}
                onClick={() => setNavHidden((hidden) => !hidden)}
                visibleFrom="sm"
                size="sm"
                aria-label={navHidden ? 'Show navigation' : 'Hide navigation'}
                aria-expanded={!navHidden}
                data-testid="toggle-nav"
              />
              <Anchor component={Link} href="/admin" size="sm" c="dimmed" visibleFrom="xs">
                Sites
              </Anchor>
              <Text component="h2" fw={700} truncate>
                {adminSite.name}
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Anchor href={adminSite.origin} target="_blank" rel="noopener noreferrer" size="sm" visibleFrom="xs">
                View site
              </Anchor>
              <Text size="xs" c="dimmed" visibleFrom="md">
                {me.data.email} · {ROLE_NAMES[adminSite.role] ?? `role ${adminSite.role}`}
              </Text>
              <Button variant="default" size="xs" onClick={() => signOut.mutate(undefined, { onSuccess: () => router.push('/admin') })}>
                Sign out
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" aria-label="Site sections">
          <NavLink variant="filled" component={Link} href={base} label="Overview" active={pathname === base} onClick={close} />
          {navFor(adminSite.role).map(({ group, screens }) => {
            const links = screens.map((screen) => (
              <NavLink variant="filled" key={screen.key} component={Link} href={`${base}/${screen.key}`} label={screen.label} active={pathname.startsWith(`${base}/${screen.key}`)} onClick={close} />
            ));
            // A group opens as a disclosure, open from the start so its screens are one click away.
            return group ? (
              <NavLink key={group} label={group} defaultOpened childrenOffset="sm">
                {links}
              </NavLink>
            ) : (
              links
            );
          })}
        </AppShell.Navbar>
        <AppShell.Main>{children}</AppShell.Main>
      </AppShell>
    </AdminSiteContext.Provider>
  );
}
