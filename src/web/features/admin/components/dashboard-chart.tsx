import '@mantine/charts/styles.css';

import { LineChart } from '@mantine/charts';

import type { DashboardResponse } from '#shared/api/admin.ts';

/** New services and enquiries per day (its own chunk: the chart library loads only here). */
export default function DashboardChart({ daily }: { daily: DashboardResponse['daily'] }) {
  const data = daily.map((d) => ({ ...d, day: d.day.slice(5) }));
  return (
    <LineChart
      h={280}
      data={data}
      dataKey="day"
      withLegend
      curveType="monotone"
      tickLine="x"
      gridAxis="xy"
      series={[
        { name: 'services', label: 'New services', color: 'kiwi.7' },
        { name: 'enquiries', label: 'Enquiries', color: 'blue.7' },
      ]}
      yAxisProps={{ allowDecimals: false }}
    />
  );
}
