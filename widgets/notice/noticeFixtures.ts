import type { AddressableGroup, Notice } from '../../api/notices';

const HOUR = 3_600_000;
const at = (hoursAgo: number) => Date.parse('2026-03-02T09:00:00Z') - hoursAgo * HOUR;

/** The demo groups (server/demo/seedDemo.ts). */
export const FIXTURE_GROUPS: AddressableGroup[] = [
  { deptId: 1, parentId: 0, deptName: 'PortalEnergyGroup' },
  { deptId: 3, parentId: 1, deptName: 'ChinaRegion' },
  { deptId: 4, parentId: 1, deptName: 'EuropeRegion' },
  { deptId: 2, parentId: 4, deptName: 'NordicServicePartner' },
];

/** Notices as the server holds them, with bodies it has sanitized. */
export function fixtureNotices(): Notice[] {
  return [
    {
      noticeId: 1,
      title: 'Portal maintenance on Saturday 22:00–23:00 UTC',
      body: '<p>The portal is <b>read-only</b> during the upgrade. Remote control stays available by phone.</p><ul><li>Live values keep being collected</li><li>History fills in after the upgrade</li></ul>',
      pinned: true,
      toAll: true,
      groups: [],
      publisherName: 'Administrator',
      publishedAt: at(30),
      updatedAt: at(30),
      read: false,
      mayChange: true,
      attachments: [],
    },
    {
      noticeId: 2,
      title: 'Neuhardenberg inverter 3 serviced on Monday',
      body: '<h2>Schedule</h2><p>Inverter 3 is switched off from 08:00 to 12:00 for a fan replacement.</p><p>Details: <a href="https://grid.example/plan" target="_blank" rel="noopener noreferrer">service plan</a></p>',
      pinned: false,
      toAll: false,
      groups: [{ deptId: 4, deptName: 'EuropeRegion' }],
      publisherName: 'Administrator',
      publishedAt: at(5),
      updatedAt: at(2),
      read: false,
      mayChange: true,
      attachments: [{ url: '/profile/notice/plan.pdf', name: 'Service plan.pdf', size: 184_320 }],
    },
    {
      noticeId: 3,
      title: 'New grid code limits for reactive power',
      body: '<table><thead><tr><th>Voltage</th><th>cos φ</th></tr></thead><tbody><tr><td>110 kV</td><td>0.95</td></tr><tr><td>20 kV</td><td>0.90</td></tr></tbody></table>',
      pinned: false,
      toAll: false,
      groups: [
        { deptId: 3, deptName: 'ChinaRegion' },
        { deptId: 4, deptName: 'EuropeRegion' },
      ],
      publisherName: 'China group admin',
      publishedAt: at(72),
      updatedAt: at(72),
      read: true,
      mayChange: false,
      attachments: [],
    },
  ];
}
