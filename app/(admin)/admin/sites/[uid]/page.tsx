'use client';
import { OverviewScreen } from '../../_ui/overview/overview-screen';

export default function SiteOverview() {
  return <OverviewScreen />;
}
