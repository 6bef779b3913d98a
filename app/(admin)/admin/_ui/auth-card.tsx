'use client';
import { Anchor, Card, Container, Stack, Title } from '@mantine/core';
import Link from 'next/link';
import type { ReactNode } from 'react';

// The frame of the signed-out pages (forgot password, reset, email confirmation).
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="md" py="xl">
      <Card withBorder maw={420} mx="auto" p="lg" component="main">
        <Stack>
          <Title order={1} size="h3">
            {title}
          </Title>
          {children}
          <Anchor component={Link} href="/admin" size="sm">
            Back to sign-in
          </Anchor>
        </Stack>
      </Card>
    </Container>
  );
}
